import { z } from 'zod';
import type { Viewer } from '../schema/access.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { moneyText } from '../rest/fields.ts';

interface DecimalLike {
  toFixed(places: number): string;
}

/** A product with the spec's field names (part 1 §3, part 2 §3), as REST answers carry it. */
export const productAnswer = z.object({
  ID: z.number().int(),
  pid: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  ProductNumber: z.string(),
  Overview: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  img: z.string().nullable(),
  base64Image: z.string().nullable(),
  defaultPrice: moneyText.nullable(),
  cost: moneyText.nullable().describe('dealer cost; null unless the caller sees dealer cost'),
  quantityInStock: z.number().int().nullable(),
  priceCode: z.string().nullable(),
  Discount: z.string().nullable().describe('percent, two decimals'),
  RelatedItem: z.string().nullable(),
  UOM: z.string().nullable(),
  isNonConfigurable: z.boolean(),
  isQuickConfig: z.boolean(),
  HeaderId: z.string().nullable(),
  ApplicationInstance: z.string().nullable(),
  ApplicationName: z.string().nullable(),
  Profile: z.string().nullable(),
  Ruleset: z.string().nullable(),
  Namespace: z.string().nullable(),
  Server: z.string().nullable(),
  configuratorModelId: z.number().int().nullable(),
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductAnswer = z.output<typeof productAnswer>;

interface ProductRow {
  id: number;
  pid: number;
  name: string;
  description: string;
  productNumber: string;
  overview: string | null;
  imageUrl: string | null;
  img: string | null;
  base64Image: string | null;
  defaultPrice: DecimalLike | null;
  cost: DecimalLike | null;
  quantityInStock: number | null;
  priceCode: string | null;
  discount: DecimalLike | null;
  relatedItem: string | null;
  uom: string | null;
  isNonConfigurable: boolean;
  isQuickConfig: boolean;
  headerId: string | null;
  applicationInstance: string | null;
  applicationName: string | null;
  profile: string | null;
  ruleset: string | null;
  namespace: string | null;
  server: string | null;
  configuratorModelId: number | null;
  createdByEmail: string | null;
  createdAt: Date;
}

/** A product as the viewer may see it: the dealer cost only where `seesDealerCost` allows it. */
export function presentProduct(viewer: Viewer | null, product: ProductRow): ProductAnswer {
  return {
    ID: product.id,
    pid: product.pid,
    Name: product.name,
    Description: product.description,
    ProductNumber: product.productNumber,
    Overview: product.overview,
    ImageUrl: product.imageUrl,
    img: product.img,
    base64Image: product.base64Image,
    defaultPrice: product.defaultPrice?.toFixed(2) ?? null,
    cost: product.cost && seesDealerCost(viewer, product.pid) ? product.cost.toFixed(2) : null,
    quantityInStock: product.quantityInStock,
    priceCode: product.priceCode,
    Discount: product.discount?.toFixed(2) ?? null,
    RelatedItem: product.relatedItem,
    UOM: product.uom,
    isNonConfigurable: product.isNonConfigurable,
    isQuickConfig: product.isQuickConfig,
    HeaderId: product.headerId,
    ApplicationInstance: product.applicationInstance,
    ApplicationName: product.applicationName,
    Profile: product.profile,
    Ruleset: product.ruleset,
    Namespace: product.namespace,
    Server: product.server,
    configuratorModelId: product.configuratorModelId,
    createdByEmail: product.createdByEmail,
    createdAt: product.createdAt.toISOString(),
  };
}
