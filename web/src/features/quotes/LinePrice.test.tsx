import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { mockGraphQL } from '../../test/mockGraphQL';
import { LinePrice } from './LinePrice';
import type { LinePriceTestQuery } from './__generated__/LinePriceTestQuery.graphql';

vi.setConfig({ testTimeout: 20_000 });

const testQuery = graphql`
  query LinePriceTestQuery($id: ID!) {
    node(id: $id) {
      ...LinePrice_line @alias(as: "line")
    }
  }
`;

const LINE_ID = btoa('QuoteLine:41');

function Host({ editable, needsApproval }: { editable: boolean; needsApproval: boolean }) {
  const data = useLazyLoadQuery<LinePriceTestQuery>(testQuery, { id: LINE_ID });
  return data.node?.line ? <LinePrice line={data.node.line} editable={editable} needsApproval={needsApproval} /> : null;
}

/** Line 1 at $180.00 off a $200.00 list price (10%); cost and margin only when the server sends them (those who may see cost). */
const line = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'QuoteLine',
  id: LINE_ID,
  rowId: 41,
  lineNumber: 1,
  price: '180.00',
  listPrice: '200.00',
  discountPercent: 10,
  cost: '120.00',
  marginPercent: 33.33,
  ...overrides,
});

function renderPrice(answer: Record<string, unknown>, options: { editable?: boolean; needsApproval?: boolean; refuse?: string } = {}) {
  const api = mockGraphQL({
    LinePriceTestQuery: () => ({ data: { node: answer } }),
    LinePriceMutation: (variables) =>
      options.refuse
        ? { data: null, errors: [{ message: options.refuse }] }
        : {
            data: {
              updateQuoteLine: {
                id: LINE_ID,
                price: variables.price,
                total: variables.price,
                listPrice: '200.00',
                discountPercent: Math.round((1 - Number(variables.price) / 200) * 10000) / 100,
                marginPercent: 20,
                quote: { id: btoa('Quote:27'), totalCost: variables.price, approval: { state: 'needed', message: 'x', lines: [{ lineNumber: 1 }], latest: null } },
              },
            },
          },
  });
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <Host editable={options.editable ?? true} needsApproval={options.needsApproval ?? false} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LinePrice', () => {
  it('offers the unit price as a field with list price, discount, dealer cost and margin, and saves a changed price', async () => {
    const api = renderPrice(line());
    const input = await screen.findByRole('textbox', { name: 'Unit price of line 1' }, { timeout: 10_000 });
    expect(input).toHaveValue('180.00');
    expect(screen.getByText('List $200.00')).toBeInTheDocument();
    expect(screen.getByText('Discount 10.00%')).toBeInTheDocument();
    expect(screen.getByText('Cost $120.00')).toBeInTheDocument();
    expect(screen.getByText('Margin 33.33%')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '150.50{Enter}');
    await vi.waitFor(() => expect(api.callsOf('LinePriceMutation')).toHaveLength(1));
    expect(api.callsOf('LinePriceMutation')[0]!.variables).toEqual({ id: 41, price: '150.50' });
    expect(await screen.findByText('Margin 20.00%')).toBeInTheDocument();
  });

  it('takes a discount % off list price and sends the price it gives, to the cent', async () => {
    const api = renderPrice(line());
    await screen.findByRole('textbox', { name: 'Unit price of line 1' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: '%' }));
    const input = screen.getByRole('textbox', { name: 'Discount % of line 1' });
    expect(input).toHaveValue('10');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    fireEvent.blur(input);
    await vi.waitFor(() => expect(api.callsOf('LinePriceMutation')).toHaveLength(1));
    expect(api.callsOf('LinePriceMutation')[0]!.variables).toEqual({ id: 41, price: '175.00' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('12.5');

    await userEvent.clear(input);
    await userEvent.type(input, '101{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.discountInvalid);
    expect(api.callsOf('LinePriceMutation')).toHaveLength(1);
  });

  it.each([
    ['12.345', APPROVAL_MESSAGES.priceSubCent],
    ['0.001', APPROVAL_MESSAGES.priceSubCent],
    ['-1.00', APPROVAL_MESSAGES.priceNegative],
    ['ten', APPROVAL_MESSAGES.priceInvalid],
  ])('refuses %s with the field\'s message, sending nothing and rounding nothing', async (typed, message) => {
    const api = renderPrice(line());
    const input = await screen.findByRole('textbox', { name: 'Unit price of line 1' }, { timeout: 10_000 });
    await userEvent.clear(input);
    await userEvent.type(input, `${typed}{Enter}`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(input).toHaveValue(typed);
    expect(api.callsOf('LinePriceMutation')).toHaveLength(0);
  });

  it("shows the server's refusal word for word", async () => {
    renderPrice(line(), { refuse: 'This quote is being placed as an order; its lines cannot change.' });
    const input = await screen.findByRole('textbox', { name: 'Unit price of line 1' }, { timeout: 10_000 });
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote is being placed as an order; its lines cannot change.');
  });

  it('shows neither dealer cost nor margin to those the server sends none, and no field to those who may not edit', async () => {
    renderPrice(line({ cost: null, marginPercent: null }), { editable: false, needsApproval: true });
    expect(await screen.findByText('$180.00', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Cost|Margin/)).toBeNull();
    expect(screen.getByText('Needs approval')).toBeInTheDocument();
  });

  it('flags a line that needs approval beside its cost and margin', async () => {
    renderPrice(line({ price: '100.00', discountPercent: 50, marginPercent: -20 }), { needsApproval: true });
    expect(await screen.findByText('Needs approval', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Margin -20.00%')).toBeInTheDocument();
    expect(screen.getByText('Discount 50.00%')).toBeInTheDocument();
  });
});
