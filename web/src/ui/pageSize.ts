/** A list's page sizes, in a module of their own: routes.tsx starts a list's first page with them. */
export const PAGE_SIZE_OPTIONS = [12, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 12;
