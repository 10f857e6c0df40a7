import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { SessionProvider } from '../../app/SessionProvider';
import { AlertsProvider } from '../../ui/alerts';
import { LineImportDialog, type LineImportAnswer } from './LineImportDialog';

const products = {
  catalogProducts: {
    edges: [
      { node: { id: btoa('Product:41'), rowId: 41, name: 'LED Area Light', productNumber: 'ALX-AREA' } },
      { node: { id: btoa('Product:42'), rowId: 42, name: 'Square Steel Pole', productNumber: 'POLE-SQ' } },
    ],
  },
};

const cell = (column: string, value = '', extra: Partial<LineImportAnswer['results'][number]['cells'][number]> = {}) => ({
  column,
  value,
  outcome: 'ok' as const,
  message: null,
  nearest: null,
  suggestion: null,
  ...extra,
});

const dryRun: LineImportAnswer = {
  ok: true,
  dryRun: true,
  message: 'Dry run, nothing written: 1 line to add, 1 row with errors (not imported).',
  modelVersion: 1,
  counts: { created: 1, error: 1 },
  results: [
    { row: 2, outcome: 'created', message: null, note: null, partNumber: 'ALX-200-3000K-T3-DBZ', price: '949.00', quantity: 4, cells: [cell('Wattage', '200'), cell('Quantity', '4')] },
    {
      row: 3,
      outcome: 'error',
      message: 'Color Temperature: Dark-sky compliance limits color temperature to 3000 K.',
      note: null,
      partNumber: null,
      price: null,
      quantity: null,
      cells: [
        cell('Color Temperature', '4000K', {
          outcome: 'error',
          message: 'Dark-sky compliance limits color temperature to 3000 K.',
          nearest: '3000 K warm white',
          suggestion: 'Dark-sky compliant (3000 K maximum) to No',
        }),
      ],
    },
  ],
  lineIds: [],
  rejectedFile: null,
  rejectedFileName: null,
};

const committed: LineImportAnswer = {
  ...dryRun,
  dryRun: false,
  message: '1 line added to the quote, 1 row with errors (in the rejected rows file).',
  lineIds: [901],
  rejectedFile: btoa('xlsx'),
  rejectedFileName: 'lines-rejected-rows.xlsx',
};

interface Call {
  url: string;
  body: unknown;
}

let calls: Call[];

function mockServer({ template = 200 }: { template?: number } = {}) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body;
      if (body instanceof FormData) {
        calls.push({ url, body: Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file'])) });
        const answer = body.get('dryRun') === 'false' ? committed : dryRun;
        return new Response(JSON.stringify({ success: true, result: answer, error: null }), { headers: { 'content-type': 'application/json' } });
      }
      if (url.endsWith('/downloadLineTemplate')) {
        calls.push({ url, body: JSON.parse(String(body)) });
        if (template !== 200) return new Response(JSON.stringify({ success: false, result: null, error: 'Product not found.' }), { status: template, headers: { 'content-type': 'application/json' } });
        return new Response(new Blob(['xlsx']), { headers: { 'content-disposition': 'attachment; filename="LineTemplate-ALX-AREA.xlsx"' } });
      }
      const { operationName } = JSON.parse(String(body)) as { operationName: string };
      calls.push({ url, body: operationName });
      if (operationName === 'LineImportDialogProductsQuery') return new Response(JSON.stringify({ data: products }), { headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ data: { quote: null } }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderDialog() {
  const { environment } = createRelayEnvironment({ token: 'token' });
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AlertsProvider>
        <SessionProvider>
          <RelayEnvironmentProvider environment={environment}>
            <LineImportDialog open onClose={onClose} quote={{ id: btoa('Quote:27'), rowId: 27 }} />
          </RelayEnvironmentProvider>
        </SessionProvider>
      </AlertsProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

const spreadsheet = () => new File(['xlsx'], 'lines.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Import lines', () => {
  it('downloads the chosen product\'s template, shows the dry run per row and cell, commits, and offers the rejected rows', async () => {
    mockServer();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Import lines' });
    const picker = await within(dialog).findByLabelText(/Configurable product/);
    expect(within(dialog).getByRole('button', { name: /Download template/ })).toBeDisabled();
    await userEvent.selectOptions(picker, '41');
    await userEvent.click(within(dialog).getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/downloadLineTemplate'))?.body).toEqual({ productId: 41 }));

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, spreadsheet());
    expect(await within(dialog).findByText('Dry run, nothing written: 1 line to add, 1 row with errors (not imported).')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/importLines'))?.body).toEqual({ file: 'file', quoteId: '27', productId: '41', dryRun: 'true' });
    const [good, refused] = within(dialog).getAllByTestId('line-import-row') as [HTMLElement, HTMLElement];
    expect(within(good).getByText('ALX-200-3000K-T3-DBZ')).toBeInTheDocument();
    expect(within(good).getByText('$949.00')).toBeInTheDocument();
    expect(within(good).getByText('To add')).toBeInTheDocument();
    expect(refused).toHaveTextContent('Color Temperature “4000K”: Dark-sky compliance limits color temperature to 3000 K.');
    expect(refused).toHaveTextContent('Nearest valid value: 3000 K warm white.');
    expect(refused).toHaveTextContent('Or keep it and change Dark-sky compliant (3000 K maximum) to No.');
    expect(within(dialog).queryByRole('button', { name: /Download rejected rows/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 line' }));
    expect(await within(dialog).findByText('1 line added to the quote, 1 row with errors (in the rejected rows file).', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/importLines')).map((call) => (call.body as { dryRun: string }).dryRun)).toEqual(['true', 'false']);
    // the quote's lines are read again
    await waitFor(() => expect(calls.some((call) => call.body === 'LineImportDialogRefreshQuery')).toBe(true));
    expect(within(dialog).queryByRole('button', { name: /Import \d/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Download rejected rows/ }));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says why the template cannot be downloaded', async () => {
    mockServer({ template: 404 });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Import lines' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/Configurable product/), '42');
    await userEvent.click(within(dialog).getByRole('button', { name: /Download template/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Product not found.');
  });
});
