// The cases the screens bench compares, each a set of request shapes asked of both sides: the web
// client's own GraphQL documents (its Relay artifacts) over HTTP, and the hand-written endpoints
// giving the same answers (handwritten.ts). The quote screen at 30 and 300 lines; the mutations
// the quote screen sends most (quantity change, line copy, job-field save); and each list (quotes,
// orders, customers) as a seeded mix of shapes (shapes.ts). Before any timing, every shape's two
// answers are compared.
import QuoteDetailPageQuery from '../../web/src/features/quotes/__generated__/QuoteDetailPageQuery.graphql.ts';
import QuoteLinesTabQuantityMutation from '../../web/src/features/quotes/__generated__/QuoteLinesTabQuantityMutation.graphql.ts';
import QuoteLinesTabCopyMutation from '../../web/src/features/quotes/__generated__/QuoteLinesTabCopyMutation.graphql.ts';
import SummaryTabJobMutation from '../../web/src/features/quotes/__generated__/SummaryTabJobMutation.graphql.ts';
import QuoteListRefetchQuery from '../../web/src/features/quotes/__generated__/QuoteListRefetchQuery.graphql.ts';
import OrdersListRefetchQuery from '../../web/src/features/orders/__generated__/OrdersListRefetchQuery.graphql.ts';
import CustomerListRefetchQuery from '../../web/src/features/customers/__generated__/CustomerListRefetchQuery.graphql.ts';
import { SMALL_LINE_COUNT, type BenchFixture } from './fixture.ts';
import { postJson } from './client.ts';
import { assertSameAnswer, LIST_SHAPES, listShapes, pageOf, pageVariables, SEED, shapeLabel, type CaseKind, type ListSpec } from './shapes.ts';

export { SEED, TARGETS, type CaseKind } from './shapes.ts';

/** One request shape, asked of both sides. */
export interface Shape {
  label: string;
  graphql(): Promise<unknown>;
  handwritten(): Promise<unknown>;
}

export interface MixCase {
  name: string;
  kind: CaseKind;
  /** the case's shapes, each checked to give the same answer on both sides */
  prepare(): Promise<Shape[]>;
  /** untimed work between rounds (the line copies removed again) */
  afterRound?(): Promise<void>;
}

interface Artifact {
  params: { text: string | null; id?: string | null; name: string };
}

/** The request body of a Relay operation as the web client sends it: its persisted id (else its text). */
function operationBody(artifact: unknown, variables: Record<string, unknown>) {
  const { text, id, name } = (artifact as Artifact).params;
  if (id) return { documentId: id, variables, operationName: name };
  if (text) return { query: text, variables, operationName: name };
  throw new Error(`${name}: the artifact has neither text nor id`);
}

function sides(fixture: BenchFixture, artifact: unknown, path: string) {
  const name = (artifact as Artifact).params.name;
  return {
    graphql: async (token: string, variables: Record<string, unknown>) => {
      const body = await postJson(`${fixture.app.url}/graphql`, operationBody(artifact, variables), { authorization: `Bearer ${token}` });
      if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
      return body;
    },
    handwritten: (token: string, variables: Record<string, unknown>) => postJson(`${fixture.app.url}${path}`, { variables }, { authorization: `Bearer ${token}` }),
  };
}

/** The lists' sortable columns are their screens' (`sortField` in QuoteList.tsx, OrdersPage.tsx, CustomerListPage.tsx). */
export const LIST_SPECS: Record<'quotes' | 'orders' | 'customers', ListSpec> = {
  quotes: {
    columns: ['id', 'jobName', 'customerName', 'createdByLastName', 'createdAt', 'totalCost'],
    searchTerms: ['job 12', 'customer 49', 'bench', '4242', 'no such job'],
    groups: true,
    pageSizes: [12, 12, 25, 50],
  },
  orders: {
    columns: ['erpOrderNo', 'customerName', 'createdByLastName', 'dateOrderPlaced', 'totalCost'],
    searchTerms: ['so-0000', 'customer 7', 'job 3', '99', 'no such order'],
    groups: true,
    pageSizes: [12, 12, 25, 50],
  },
  customers: {
    columns: ['erpId', 'companyName'],
    searchTerms: ['bench customer 1', 'b-0015', 'springfield', 'acme', 'no such customer'],
    groups: false,
    pageSizes: [12, 12, 25, 50],
  },
};

function listCase(
  fixture: BenchFixture,
  name: string,
  spec: ListSpec,
  seed: number,
  artifact: unknown,
  path: string,
  base: Record<string, unknown>,
): MixCase {
  const side = sides(fixture, artifact, path);
  return {
    name,
    kind: 'list',
    async prepare() {
      const shapes: Shape[] = [];
      for (const shape of listShapes(spec, seed, LIST_SHAPES)) {
        // With the group filter, the administrator filtering by a group; without, the one filtering by none.
        const token = shape.group ? fixture.adminToken : fixture.adminWithoutGroupToken;
        const first = (await side.handwritten(token, { ...base, ...pageVariables(shape, 1) })) as { data: Record<string, { totalCount: number }> };
        const page = pageOf(shape, Object.values(first.data)[0]!.totalCount);
        const variables = { ...base, ...pageVariables(shape, page) };
        const label = shapeLabel(shape, page);
        assertSameAnswer(`${name}, ${label}`, await side.graphql(token, variables), await side.handwritten(token, variables));
        shapes.push({ label, graphql: () => side.graphql(token, variables), handwritten: () => side.handwritten(token, variables) });
      }
      return shapes;
    },
  };
}

/** The line copy's answers with the copy's own ids (new on each side) set aside. */
function withoutCopyIds(answer: any) {
  const copy = structuredClone(answer);
  if (copy?.data?.copyQuoteLine) {
    copy.data.copyQuoteLine.id = '(the copy)';
    for (const line of copy.data.copyQuoteLine.quote.lines) {
      if (line.lineNumber > SMALL_LINE_COUNT) Object.assign(line, { id: '(the copy)', rowId: '(the copy)', _id: '(the copy)' });
    }
  }
  return copy;
}

export function mixCases(fixture: BenchFixture): MixCase[] {
  const { quotes } = fixture;
  const user = fixture.userToken;
  const screen = sides(fixture, QuoteDetailPageQuery, '/bench/quote');
  const quantity = sides(fixture, QuoteLinesTabQuantityMutation, '/bench/lineQuantity');
  const copy = sides(fixture, QuoteLinesTabCopyMutation, '/bench/copyLine');
  const job = sides(fixture, SummaryTabJobMutation, '/bench/jobFields');
  let quantities = 0;
  let jobNames = 0;
  const quantityOf = () => ({ id: quotes.large.firstLineId, quantity: 1 + (quantities++ % 9) });
  const jobNameOf = () => ({ id: quotes.large.id, input: { jobName: `Bench job ${jobNames++ % 7}` } });
  return [
    {
      name: 'Quote screen',
      kind: 'screen',
      async prepare() {
        return Promise.all(
          [quotes.small, quotes.large].map(async (quote) => {
            const variables = { id: quote.id };
            const label = `${quote.lineCount} lines`;
            assertSameAnswer(`Quote screen, ${label}`, await screen.graphql(user, variables), await screen.handwritten(user, variables));
            return { label, graphql: () => screen.graphql(user, variables), handwritten: () => screen.handwritten(user, variables) };
          }),
        );
      },
    },
    {
      name: 'Mutations',
      kind: 'mutation',
      async prepare() {
        const fixed = { id: quotes.large.firstLineId, quantity: 4 };
        assertSameAnswer('Quantity change', await quantity.graphql(user, fixed), await quantity.handwritten(user, fixed));
        const jobInput = { id: quotes.large.id, input: { jobName: 'Bench job' } };
        assertSameAnswer('Job-field save', await job.graphql(user, jobInput), await job.handwritten(user, jobInput));
        const copied = { id: quotes.copies.firstLineId };
        const fromGraphQL = withoutCopyIds(await copy.graphql(user, copied));
        await fixture.removeCopies();
        const byHand = withoutCopyIds(await copy.handwritten(user, copied));
        await fixture.removeCopies();
        assertSameAnswer('Line copy', fromGraphQL, byHand);
        return [
          { label: `quantity change (${quotes.large.lineCount}-line quote)`, graphql: () => quantity.graphql(user, quantityOf()), handwritten: () => quantity.handwritten(user, quantityOf()) },
          { label: `line copy (${SMALL_LINE_COUNT}-line quote)`, graphql: () => copy.graphql(user, copied), handwritten: () => copy.handwritten(user, copied) },
          { label: 'job-field save', graphql: () => job.graphql(user, jobNameOf()), handwritten: () => job.handwritten(user, jobNameOf()) },
        ];
      },
      afterRound: () => fixture.removeCopies(),
    },
    listCase(fixture, 'Quote list', LIST_SPECS.quotes, SEED, QuoteListRefetchQuery, '/bench/quotes', { type: 1, pid: null }),
    listCase(fixture, 'Orders list', LIST_SPECS.orders, SEED + 1, OrdersListRefetchQuery, '/bench/orders', { mine: false, pid: null }),
    listCase(fixture, 'Customer list', LIST_SPECS.customers, SEED + 2, CustomerListRefetchQuery, '/bench/customers', {}),
  ];
}
