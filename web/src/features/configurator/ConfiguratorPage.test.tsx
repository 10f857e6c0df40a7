import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
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
      { Caption: 'Second Page', IsVisible: true, Screens: [{ IsVisible: true, InformationLink: null, ScreenOptions: [option('second', { DisplayType: 'TextBox', IsRequired: true, SelectableValues: [], Value: values.second ?? (complete ? 'done' : null), AutoContinueMode: mode })] }] },
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
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AlertsProvider>
        <SessionProvider>
          <ViewerContext.Provider value={{ loading: false, user: null, platform: null }}>
            <Routes>
              <Route path="/Configurator/:productId/:quoteId/:configurationId" element={<ConfiguratorPage />} />
              <Route path="/Configurator" element={<ConfiguratorPage />} />
              <Route path="/Login" element={<p>Login screen</p>} />
            </Routes>
          </ViewerContext.Provider>
        </SessionProvider>
      </AlertsProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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
});
