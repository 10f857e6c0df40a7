export const PRODUCT_NAME = 'QuoteCraft';
