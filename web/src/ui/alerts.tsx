import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import {
  faCircleCheck,
  faCircleExclamation,
  faTriangleExclamation,
  faXmark,
} from '@fortawesome/free-solid-svg-icons';
import './alerts.css';

export type AlertKind = 'failure' | 'warning' | 'success';

/** Severities used by the API and the configurator messages. */
export const AlertSeverity = { Critical: 1, Warning: 2, Information: 3 } as const;

export const ALERT_LIFETIME_MS = 7000;

export function alertKindForSeverity(severity: number): AlertKind {
  if (severity === AlertSeverity.Critical) return 'failure';
  if (severity === AlertSeverity.Warning) return 'warning';
  return 'success';
}

export interface AlertsApi {
  show(message: string, kind?: AlertKind): void;
  success(message: string): void;
  warning(message: string): void;
  failure(message: string): void;
  fromSeverity(message: string, severity: number): void;
}

interface AlertItem {
  id: number;
  message: string;
  kind: AlertKind;
}

const AlertsContext = createContext<AlertsApi | null>(null);

export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return api;
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const show = useCallback(
    (message: string, kind: AlertKind = 'success') => {
      const id = nextId.current++;
      setAlerts((current) => [...current, { id, message, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), ALERT_LIFETIME_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<AlertsApi>(
    () => ({
      show,
      success: (message) => show(message, 'success'),
      warning: (message) => show(message, 'warning'),
      failure: (message) => show(message, 'failure'),
      fromSeverity: (message, severity) => show(message, alertKindForSeverity(severity)),
    }),
    [show],
  );

  return (
    <AlertsContext.Provider value={api}>
      {children}
      <AlertStack alerts={alerts} onDismiss={dismiss} />
    </AlertsContext.Provider>
  );
}

const ICONS = {
  failure: faCircleExclamation,
  warning: faTriangleExclamation,
  success: faCircleCheck,
} as const;

function AlertStack({ alerts, onDismiss }: { alerts: AlertItem[]; onDismiss(id: number): void }) {
  return (
    <div className="alert-stack" aria-live="polite">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className={`alert alert--${alert.kind}`}
          role={alert.kind === 'failure' ? 'alert' : 'status'}
          data-kind={alert.kind}
        >
          <FontAwesomeIcon className="alert__icon" icon={ICONS[alert.kind]} />
          <div className="alert__message">{alert.message}</div>
          <button type="button" className="alert__close" aria-label="Dismiss" onClick={() => onDismiss(alert.id)}>
            <FontAwesomeIcon icon={faXmark} />
          </button>
        </div>
      ))}
    </div>
  );
}
