import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/SessionProvider';
import { ViewerContext } from '../../app/ViewerProvider';
import { AlertsProvider } from '../../ui/alerts';
import { ConfiguratorPage } from './ConfiguratorPage';
import type { ConfiguratorData, ScreenOption } from '@quotecraft/rules/configurator';

const option = (id: string, extra: Partial<ScreenOption>): ScreenOption => ({
  ID: id,
  Name: id,
  Caption: id.toUpperCase(),
  IsRequired: false,
  IsEnabled: true,
  IsVisible: true,
  Value: null,
  DisplayType: 'Radio',
  DisplayFormat: null,
  AutoContinueMode: 2,
  SelectableValues: [
    { Value: 'x', Caption: 'Ex', IsVisible: true, IsEnabled: true, ImageLink: null },
    { Value: 'y', Caption: 'Why', IsVisible: true, IsEnabled: true, ImageLink: null },
  ],
  Ranges: [],
  ...extra,
});

function state(values: Record<string, string | null>, mode: number, complete = false): ConfiguratorData {
  return {
    ConfiguredPrice: values.first === 'y' ? 150 : 100,
    IsExecutionComplete: complete,
    OptionToFocus: null,
    Details: [{ Caption: 'Price', Value: values.first === 'y' ? '150.00' : '100.00', Type: 5 }],
    ImageUrl: null,
    Messages: values.first === 'y' ? [{ Type: 2, Value: 'Why needs a bracket.' }] : [],
    Pages: [
      { Caption: 'First Page', IsVisible: true, Screens: [{ IsVisible: true, InformationLink: 'About the first page', ScreenOptions: [option('first', { Value: values.first ?? null, AutoContinueMode: mode })] }] },
      {
        Caption: 'Second Page',
        IsVisible: true,
        Screens: [
          {
            IsVisible: true,
            InformationLink: null,
            ScreenOptions: [
              option('second', { DisplayType: 'TextBox', IsRequired: true, SelectableValues: [], Value: values.second ?? (complete ? 'done' : null), AutoContinueMode: mode }),
              option('count', { DisplayType: 'NumericTextBox', SelectableValues: [], Ranges: [{ Min: 1, Max: 10, Increment: 1 }], Value: values.count ?? '2', AutoContinueMode: mode }),
            ],
          },
        ],
      },
    ],
    PartNumber: 'LAL-100',
    Description: 'LED Area Light',
  };
}

function serve(mode: number, complete = false) {
  const calls: { path: string; body: any }[] = [];
  const values: Record<string, string | null> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      calls.push({ path: String(url), body });
      let result: unknown = null;
      if (String(url).endsWith('/start')) result = { prepare: { SessionId: 's1', ProductId: 41 }, initialize: {}, ui: state(values, mode, complete) };
      else if (String(url).endsWith('/configure')) {
        values[body.id] = body.value;
        result = { SessionId: 's1', d: state(values, mode, complete), Blocked: null };
      }
      return new Response(JSON.stringify({ success: true, result, error: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderPage(path = '/Configurator/41/new/41_1') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AlertsProvider>
            <SessionProvider>
              <ViewerContext.Provider value={{ loading: false, user: null, platform: null }}>
                <Link to="/Login">Sign in</Link>
                <Outlet />
              </ViewerContext.Provider>
            </SessionProvider>
          </AlertsProvider>
        ),
        children: [
          { path: '/Configurator/:productId/:quoteId/:configurationId', element: <ConfiguratorPage /> },
          { path: '/Configurator', element: <ConfiguratorPage /> },
          { path: '/Login', element: <p>Login screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const shownAlerts = () => document.querySelectorAll('.alert-stack .alert');

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('ConfiguratorPage', () => {
  it('starts with the route product, shows the price and, in mode 2, moves on after the last option of the page', async () => {
    const calls = serve(2);
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading configuration' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-price')).toHaveTextContent('100.00');
    expect(calls[0]).toMatchObject({ path: '/api/v1/configurator/start', body: { productId: 41, configurationId: '41_1', quoteId: 'new' } });
    expect(screen.getByTitle('About the first page')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Why'));
    expect(await screen.findByRole('heading', { name: 'Second Page' })).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('150.00');
    expect(calls[1]).toMatchObject({ path: '/api/v1/configurator/configure', body: { sessionId: 's1', id: 'first', value: 'y' } });
    expect((await screen.findAllByText('Why needs a bracket.')).length).toBeGreaterThan(0);
  });

  it('defaults the product to 41 and disables the next arrow in mode 0', async () => {
    const calls = serve(0);
    renderPage('/Configurator');
    await screen.findByTestId('total-price');
    expect(calls[0]!.body.productId).toBe(41);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('checks required fields on Continue and shows Finish once complete; a visitor is asked for an email', async () => {
    serve(1);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByRole('button', { name: /Second Page/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('asks a visitor for an email on Finish, and Cancel confirms before going to /Login', async () => {
    serve(1, true);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please enter your email to save your configuration.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Are you sure you want to cancel?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Login screen')).toBeInTheDocument());
  });

  it('keeps an emptied required field empty and says so once, on Finish only', async () => {
    const calls = serve(1, true);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByRole('button', { name: /Second Page/ }));
    const field = screen.getByLabelText(/SECOND/);
    expect(field).toHaveValue('done');
    await user.clear(field);
    fireEvent.blur(field);
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    // Another change answered by the server leaves the emptied field as it is.
    await user.clear(screen.getByLabelText(/COUNT/));
    await user.type(screen.getByLabelText(/COUNT/), '3');
    fireEvent.blur(screen.getByLabelText(/COUNT/));
    await waitFor(() => expect(calls.some((call) => call.body.id === 'count')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText(/COUNT/)).toHaveValue('3'));
    expect(screen.getByLabelText(/SECOND/)).toHaveValue('');
    expect(calls.some((call) => call.body.id === 'second')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(shownAlerts()).toHaveLength(0);
    expect(screen.queryByText('Please enter your email to save your configuration.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/SECOND/)).toHaveValue('');
  });

  it('refuses a typed non-number with one message on Continue, without sending it', async () => {
    const calls = serve(1);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByRole('button', { name: /Second Page/ }));
    await user.type(screen.getByLabelText(/SECOND/), 'done');
    fireEvent.blur(screen.getByLabelText(/SECOND/));
    await user.clear(screen.getByLabelText(/COUNT/));
    await user.type(screen.getByLabelText(/COUNT/), 'abc');
    fireEvent.blur(screen.getByLabelText(/COUNT/));
    expect(screen.queryByText('This field must be a number.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field must be a number.')).toBeInTheDocument();
    expect(screen.getAllByText('This field must be a number.')).toHaveLength(1);
    expect(shownAlerts()).toHaveLength(0);
    expect(calls.some((call) => call.body.id === 'count')).toBe(false);
    expect(screen.getByLabelText(/COUNT/)).toHaveValue('abc');
  });

  it("takes its alerts away when the user leaves, and asks before leaving with choices made", async () => {
    serve(2);
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByLabelText('Why'));
    await screen.findByRole('heading', { name: 'Second Page' });
    await waitFor(() => expect(shownAlerts()).toHaveLength(1));
    expect(shownAlerts()[0]).toHaveTextContent('Why needs a bracket.');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Your choices are not on a quote yet. Leave the configurator?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'Second Page' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(shownAlerts()).toHaveLength(0);
  });

  it('goes on with the same session and page after a reload', async () => {
    const calls = serve(1);
    const user = userEvent.setup();
    const first = renderPage();
    await screen.findByTestId('total-price');
    await user.click(screen.getByRole('button', { name: /Second Page/ }));
    await user.type(screen.getByLabelText(/SECOND/), 'kept');
    fireEvent.blur(screen.getByLabelText(/SECOND/));
    await waitFor(() => expect(calls.some((call) => call.body.id === 'second')).toBe(true));
    first.unmount();

    renderPage();
    await screen.findByTestId('total-price');
    expect(calls.at(-1)).toMatchObject({ path: '/api/v1/configurator/start', body: { sessionId: 's1', configurationId: '41_1' } });
    expect(screen.getByRole('heading', { name: 'Second Page' })).toBeInTheDocument();
    expect(screen.getByLabelText(/SECOND/)).toHaveValue('kept');
  });
});
