import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { AlertsProvider, alertKindForSeverity, placeStack, useAlerts, type AlertsApi } from './alerts';

function renderWithApi() {
  let api!: AlertsApi;
  function Capture() {
    api = useAlerts();
    return null;
  }
  render(
    <AlertsProvider>
      <Capture />
    </AlertsProvider>,
  );
  return () => api;
}

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stacks alerts and removes each after about 7 seconds', () => {
    const api = renderWithApi();
    act(() => api().failure('Login failed!'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => api().success('Saved'));

    expect(screen.getByText('Login failed!').closest('.alert')).toHaveClass('alert--failure');
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Login failed!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Login failed!')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('maps severities 1/2/3 to failure/warning/success', () => {
    expect(alertKindForSeverity(1)).toBe('failure');
    expect(alertKindForSeverity(2)).toBe('warning');
    expect(alertKindForSeverity(3)).toBe('success');

    const api = renderWithApi();
    act(() => api().fromSeverity('Check the height', 2));
    expect(screen.getByText('Check the height').closest('.alert')).toHaveClass('alert--warning');
  });

  it('shows at most three at once: a fourth replaces the oldest', () => {
    const api = renderWithApi();
    act(() => {
      api().success('First');
      api().warning('Second');
      api().failure('Third');
      api().success('Fourth');
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Second|Third|Fourth/)).toHaveLength(3);
  });

  it('each alert can be dismissed on its own', () => {
    const api = renderWithApi();
    act(() => {
      api().success('Saved');
      api().failure('Failed');
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});

describe('where the alert stack sits', () => {
  const rect = (left: number, top: number, width: number, height: number) => new DOMRect(left, top, width, height);
  const stack = { width: 400, height: 60 };
  const viewport = { width: 1440, height: 900 };
  const place = (obstacles: DOMRect[]) => {
    const { top, left } = placeStack(stack, 60, obstacles, viewport);
    return { top, left };
  };

  it('right under the app header when nothing of the page is there', () => {
    expect(place([])).toEqual({ top: 70, left: 1028 });
  });

  it('below the page header actions it would cover', () => {
    // A Create button at the top right of the content, under the header.
    expect(place([rect(1200, 88, 100, 38)])).toEqual({ top: 136, left: 1028 });
  });

  it('not moved for actions beside it, further down the page, or scrolled under the header', () => {
    expect(place([rect(100, 88, 100, 38)])).toEqual({ top: 70, left: 1028 });
    expect(place([rect(1200, 700, 100, 38)])).toEqual({ top: 70, left: 1028 });
    expect(place([rect(1200, 10, 100, 38)])).toEqual({ top: 70, left: 1028 });
  });

  it('below a chain of bars: a bar under the first one is cleared too', () => {
    expect(place([rect(1100, 128, 300, 40), rect(1200, 80, 100, 38)]).top).toBe(178);
  });

  it("left of a table's row actions that leave no room between them", () => {
    const rowActions = Array.from({ length: 17 }, (_, row) => rect(1220, 60 + row * 49, 90, 32));
    expect(place(rowActions)).toEqual({ top: 70, left: 810 });
  });

  it("clear of a dialog's buttons, or covering as few as it can when nothing is free", () => {
    expect(place([rect(1000, 60, 440, 40), rect(1000, 840, 200, 40)])).toEqual({ top: 110, left: 1028 });
    const everywhere = Array.from({ length: 40 }, (_, row) => rect(0, 60 + row * 21, 1440, 20));
    // Any 60 px band covers three or four of these rows.
    expect(placeStack(stack, 60, everywhere, viewport).covered).toBeLessThanOrEqual(4);
  });
});
