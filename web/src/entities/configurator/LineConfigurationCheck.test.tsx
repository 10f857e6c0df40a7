import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { mockGraphQL } from '../../test/mockGraphQL';
import { LineConfigurationCheck, reconfigurePath } from './LineConfigurationCheck';

const line = { lineId: 9, productId: 3, quoteId: 12, lineNumber: 1, configurationId: '12_1', headerId: 'ALX' };

function renderCheck(status: string) {
  mockGraphQL({
    LineConfigurationCheckQuery: () => ({
      data: { configurationCheck: { status, lineVersion: 1, currentVersion: 2, linePrice: '689.00', currentPrice: '700.00', messages: status === 'invalid' ? ['Finish is no longer available as chosen.'] : [] } },
    }),
  });
  const { environment } = createRelayEnvironment({ token: null });
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <LineConfigurationCheck {...line} />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LineConfigurationCheck', () => {
  it('flags a repriced line with a one-click reconfigure link', async () => {
    renderCheck('repriced');
    expect(await screen.findByText(/Model version 2 prices this line at \$700.00 \(was \$689.00\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconfigure' })).toHaveAttribute('href', reconfigurePath(line));
    expect(reconfigurePath(line)).toBe('/Configurator/3/12/12_1?lineNumber=1&LineId=9&configurationId=12_1&headerId=ALX');
  });

  it('flags an invalid line with the reason', async () => {
    renderCheck('invalid');
    expect(await screen.findByText(/no longer valid for model version 2: Finish is no longer available as chosen\./)).toBeInTheDocument();
  });

  it('shows nothing for a current line', async () => {
    const { container } = renderCheck('current');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the check the quote lines already carry, without a query of its own', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetchSpy);
    const check = { status: 'invalid', lineVersion: 1, currentVersion: 2, linePrice: '689.00', currentPrice: '700.00', messages: ['Finish is no longer available as chosen.'] };
    render(
      <MemoryRouter>
        <LineConfigurationCheck {...line} check={check} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This configuration is no longer valid for model version 2: Finish is no longer available as chosen.');
    expect(screen.getByRole('link', { name: 'Reconfigure' })).toHaveAttribute('href', reconfigurePath(line));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
