/** How many quick-config products the inline strip shows (in a module of its own: routes.tsx loads them with the screen). */
export const QUICK_CONFIG_STRIP_LIMIT = 6;
/** How many the dashboard's 'Quick Configure' grid shows. */
export const QUICK_CONFIG_GRID_LIMIT = 48;
