import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider, alertKindForSeverity, useAlerts, type AlertsApi } from './alerts';

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
});
