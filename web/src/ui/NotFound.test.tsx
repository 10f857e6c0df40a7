import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '../app/ErrorFallback';
import { GraphQLResponseError } from '../app/graphqlRequest';
import { NotFoundBoundary, notFoundMessage, parseRowId } from './NotFound';

vi.mock('../app/reportClientError', () => ({
  describeError: (error: unknown) => ({ message: String(error) }),
  reportClientError: vi.fn(),
}));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element, errorElement: <RouteErrorScreen /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('not found', () => {
  it('takes only whole numbers from 1 up as record ids', () => {
    expect(parseRowId('12')).toBe(12);
    for (const text of ['bogus', '', '0', '-2', '1.5', '1e3', ' 7', '99999999999', undefined]) expect(parseRowId(text)).toBeNull();
  });

  it("reads the server's '… not found.' from a failed load, and nothing else", () => {
    expect(notFoundMessage(new GraphQLResponseError([{ message: 'Customer not found.' }]))).toBe('Customer not found.');
    expect(notFoundMessage(new GraphQLResponseError([{ message: 'You do not have access to this.' }]))).toBeNull();
    expect(notFoundMessage(new TypeError("Cannot read properties of undefined (reading 'rowId')"))).toBeNull();
  });

  it("a record the server does not find (missing or another platform's) shows '… not found.' with a way back", async () => {
    renderAt(
      <NotFoundBoundary what="Product list" back="/Administration">
        <Throws error={new GraphQLResponseError([{ message: 'Product list not found.' }])} />
      </NotFoundBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Product list not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/Administration');
  });

  it('any other failure shows the Oops screen, never the error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(
      <NotFoundBoundary what="Quote">
        <Throws error={new TypeError("Cannot read properties of undefined (reading 'rowId')")} />
      </NotFoundBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong...' })).toBeInTheDocument();
    expect(screen.getByText("Try refreshing the page, if that doesn't work please come back and try again later.")).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it("the route's error screen shows the server's '… not found.' for a load without a boundary of its own", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<Throws error={new GraphQLResponseError([{ message: 'Customer not found.' }])} />);
    expect(await screen.findByRole('heading', { name: 'Customer not found.' })).toBeInTheDocument();
  });
});
