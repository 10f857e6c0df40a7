import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from './alerts';
import type { Column } from './columns';
import { ListScreen, type ListScreenProps } from './ListScreen';

interface Row {
  id: string;
  name: string;
  price: string | null;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', sortField: 'name' },
  { key: 'price', header: 'Price', kind: 'currency', sortField: 'price' },
];

const rows: Row[] = [
  { id: '1', name: 'Area light', price: '1234.5' },
  { id: '2', name: 'Pole', price: null },
];

function renderList(props: Partial<ListScreenProps<Row>> = {}) {
  return render(
    <MemoryRouter>
      <AlertsProvider>
        <ListScreen<Row>
          title="Products"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          defaultView="row"
          {...props}
        />
      </AlertsProvider>
    </MemoryRouter>,
  );
}

describe('ListScreen', () => {
  it('renders rows with currency and a dash for empty prices', () => {
    renderList();
    const table = screen.getByRole('table');
    expect(within(table).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('-')).toBeInTheDocument();
  });

  it('shows No Items Available when empty', () => {
    renderList({ rows: [] });
    expect(screen.getByText('No Items Available')).toBeInTheDocument();
  });

  it('shows 12 skeleton rows while loading', () => {
    renderList({ loading: true });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(12);
  });

  it('has a create button labelled Create by default', async () => {
    const onCreate = vi.fn();
    renderList({ onCreate });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('sorts by clicking a column header', async () => {
    const onSort = vi.fn();
    renderList({ onSort, sort: { field: 'name', direction: 'ASC' } });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(onSort).toHaveBeenCalledWith('price');
  });

  it('will not hide the last visible column', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Properties' }));
    const panel = screen.getByRole('dialog', { name: 'Properties' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Price' }));
    expect(screen.queryByRole('columnheader', { name: /Price/ })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Name' }));
    expect(await screen.findByText('Must have at least 1 column header visible.')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it('moves a column earlier from the keyboard in the Properties panel', async () => {
    renderList();
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');
    const priceAt = headers().findIndex((text) => text.startsWith('Price'));
    const nameAt = headers().findIndex((text) => text.startsWith('Name'));
    expect(nameAt).toBeLessThan(priceAt);
    await userEvent.click(screen.getByRole('button', { name: 'Properties' }));
    const panel = screen.getByRole('dialog', { name: 'Properties' });
    within(panel).getByRole('button', { name: 'Move Price earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(headers().findIndex((text) => text.startsWith('Price'))).toBe(nameAt);
    expect(within(panel).getByRole('button', { name: 'Move Price earlier' })).toBeDisabled();
  });

  it('resizes a column from the keyboard', async () => {
    renderList();
    const handle = screen.getByRole('separator', { name: 'Resize the Price column' });
    // The header is named by its text alone, not also by its handle.
    const header = () => screen.getByRole('columnheader', { name: 'Price' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(header().style.width).toBe('136px');
    expect(handle).toHaveAttribute('aria-valuenow', '136');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(header().style.width).toBe('72px');
  });

  it('switches between Row View and Grid View', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Area light' })).toBeInTheDocument();
  });
});
