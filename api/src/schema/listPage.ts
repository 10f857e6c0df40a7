/**
 * A window of a list as the REST list calls ask for it (`limit` rows after `offset`), and what such a
 * call answers: the rows and how many match in all, so a caller pages on instead of losing the rest.
 */
export interface ListPage {
  limit: number;
  offset: number;
}

export interface Listed<Row> {
  rows: Row[];
  total: number;
}

/** Prisma's `skip`/`take` for a page. */
export const pageArgs = (page: ListPage) => ({ skip: page.offset, take: page.limit });

/** A page of rows already in memory (lists that are filtered in code). */
export const pageOfRows = <Row>(rows: readonly Row[], page: ListPage): Listed<Row> => ({
  rows: rows.slice(page.offset, page.offset + page.limit),
  total: rows.length,
});
