// The screens compared: each screen's own GraphQL document (the web client's Relay artifact) and
// the hand-written endpoint that gives the same answer (handwritten.ts), as two calls over HTTP.
import { isDeepStrictEqual } from 'node:util';
import QuoteDetailPageQuery from '../../web/src/features/quotes/__generated__/QuoteDetailPageQuery.graphql.ts';
import QuoteLinesTabQuantityMutation from '../../web/src/features/quotes/__generated__/QuoteLinesTabQuantityMutation.graphql.ts';
import QuoteDashboardPageQuery from '../../web/src/features/quotes/__generated__/QuoteDashboardPageQuery.graphql.ts';
import OrdersPageQuery from '../../web/src/features/orders/__generated__/OrdersPageQuery.graphql.ts';
import CustomerListPageQuery from '../../web/src/features/customers/__generated__/CustomerListPageQuery.graphql.ts';
import { LINE_COUNT, type BenchFixture } from './fixture.ts';
import { postJson } from './client.ts';

export interface ScreenCase {
  name: string;
  /** the most the GraphQL p50 may be, as a multiple of the hand-written one */
  target: number;
  graphql: () => Promise<any>;
  handwritten: () => Promise<any>;
  /** check the plans of both sides' statements for sequential scans of large tables */
  plans: boolean;
  /** throws unless both sides give the same answer (the mutation's sides set the same quantity) */
  checkSameAnswer(): Promise<void>;
}

interface Artifact {
  params: { text: string | null; name: string };
}

export function screenCases(fixture: BenchFixture): ScreenCase[] {
  let quantity = 0;
  const screen = (
    name: string,
    target: number,
    artifact: unknown,
    path: string,
    token: string,
    variables: () => Record<string, unknown>,
  ): ScreenCase => {
    const { text, name: operationName } = (artifact as Artifact).params;
    const auth = { authorization: `Bearer ${token}` };
    const graphql = async () => {
      const body = await postJson(`${fixture.app.url}/graphql`, { query: text, variables: variables(), operationName }, auth);
      if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
      return body;
    };
    const handwritten = () => postJson(`${fixture.app.url}${path}`, { variables: variables() }, auth);
    return {
      name,
      target,
      graphql,
      handwritten,
      plans: target === 1.3,
      async checkSameAnswer() {
        quantity = 4;
        const fromGraphQL = await graphql();
        quantity = 4;
        const byHand = await handwritten();
        const differs = difference(fromGraphQL.data, byHand.data);
        if (differs) throw new Error(`${name}: the two answers differ at ${differs}`);
      },
    };
  };
  return [
    screen(`Quote screen, ${LINE_COUNT} lines`, 1.5, QuoteDetailPageQuery, '/bench/quote', fixture.userToken, () => ({ id: fixture.quoteId })),
    screen('Quantity change on a line', 1.5, QuoteLinesTabQuantityMutation, '/bench/lineQuantity', fixture.userToken, () => ({
      id: fixture.firstLineId,
      quantity: 1 + (quantity++ % 9),
    })),
    screen('Quote list page', 1.3, QuoteDashboardPageQuery, '/bench/quotes', fixture.adminToken, () => ({ type: 1, pid: null })),
    screen('Orders list page', 1.3, OrdersPageQuery, '/bench/orders', fixture.adminToken, () => ({ mine: false, pid: null })),
    screen('Customer list page', 1.3, CustomerListPageQuery, '/bench/customers', fixture.adminToken, () => ({})),
  ];
}

/** The first place two answers differ, as a path, or null. */
function difference(a: unknown, b: unknown, path = 'data'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = difference((a as any)[key], (b as any)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: GraphQL ${JSON.stringify(a)?.slice(0, 200)} / hand-written ${JSON.stringify(b)?.slice(0, 200)}`;
}
