import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import './alerts.css';

export type AlertKind = 'failure' | 'warning' | 'success';

/** Severities used by the API and the configurator messages. */
export const AlertSeverity = { Critical: 1, Warning: 2, Information: 3 } as const;

export const ALERT_LIFETIME_MS = 7000;

/** At most this many alerts show at once; a newer one replaces the oldest. */
export const MAX_ALERTS = 3;

/**
 * What the stack never covers: a page's header actions, a list's search and controls and its rows'
 * actions, form action bars, and the configurator's bar and page navigation (a change's messages
 * come as alerts while the user is about to go to the next page). While a dialog is open, only what
 * can be pressed or filled in it counts. The stack sits at the top right below the app header, and
 * lower, or left of them, when one of these is there.
 */
export const ALERT_CLEARANCE_SELECTOR =
  '.page-header__actions, .list-screen__toolbar, .form-action-bar, .cfg-bar, .cfg-nav, .data-table__actions button, .grid-card__actions button, [data-alerts-clear]';
export const DIALOG_CLEARANCE_SELECTOR = 'button, a[href], input, select, textarea';
const DIALOG_BUTTONS_SELECTOR = 'button, a[href]';

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
  /** Shows an alert and answers its id, for `dismiss`. */
  raise(message: string, kind: AlertKind): number;
  dismiss(id: number): void;
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

/**
 * Alerts about a screen's own work: they go when the screen does, so none follows the user to the
 * next page (an alert about where the user is going comes from `useAlerts`).
 */
export function useScreenAlerts(): AlertsApi {
  const alerts = useAlerts();
  const raised = useRef(new Set<number>());
  // An answer that comes back after the user left the screen raises nothing: its alert would follow them.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    const ids = raised.current;
    return () => {
      left.current = true;
      ids.forEach((id) => alerts.dismiss(id));
      ids.clear();
    };
  }, [alerts]);
  return useMemo<AlertsApi>(() => {
    const raise = (message: string, kind: AlertKind) => {
      if (left.current) return -1;
      const id = alerts.raise(message, kind);
      raised.current.add(id);
      return id;
    };
    return {
      show: (message, kind = 'success') => void raise(message, kind),
      success: (message) => void raise(message, 'success'),
      warning: (message) => void raise(message, 'warning'),
      failure: (message) => void raise(message, 'failure'),
      fromSeverity: (message, severity) => void raise(message, alertKindForSeverity(severity)),
      raise,
      dismiss: alerts.dismiss,
    };
  }, [alerts]);
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

  const raise = useCallback(
    (message: string, kind: AlertKind = 'success') => {
      const id = nextId.current++;
      setAlerts((current) => {
        const next = [...current, { id, message, kind }];
        for (const dropped of next.slice(0, Math.max(0, next.length - MAX_ALERTS))) {
          clearTimeout(timers.current.get(dropped.id));
          timers.current.delete(dropped.id);
        }
        return next.slice(-MAX_ALERTS);
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), ALERT_LIFETIME_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<AlertsApi>(
    () => ({
      show: (message, kind) => void raise(message, kind),
      success: (message) => void raise(message, 'success'),
      warning: (message) => void raise(message, 'warning'),
      failure: (message) => void raise(message, 'failure'),
      fromSeverity: (message, severity) => void raise(message, alertKindForSeverity(severity)),
      raise,
      dismiss,
    }),
    [raise, dismiss],
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

const GAP_PX = 10;
const EDGE_PX = 12;

/**
 * Where the stack goes (viewport px) so that it covers none of the obstacles: the top right below
 * the app header; else lower, below the obstacles in the way; else left of them (a table's row
 * actions run down the right side). When no place is free, the one covering the fewest.
 */
export function placeStack(
  stack: { width: number; height: number },
  headerBottom: number,
  obstacles: readonly DOMRect[],
  viewport: { width: number; height: number },
): { top: number; left: number; covered: number } {
  const width = stack.width;
  const height = Math.max(stack.height, 48);
  const firstTop = headerBottom + GAP_PX;
  const boxes = obstacles.filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > headerBottom && rect.top < viewport.height && rect.right > 0 && rect.left < viewport.width);
  const rightmost = viewport.width - EDGE_PX - width;
  const lefts = [...new Set([rightmost, ...boxes.map((rect) => rect.left - GAP_PX - width).filter((left) => left >= EDGE_PX && left < rightmost).sort((a, b) => b - a)])];
  const tops = [...new Set([firstTop, ...boxes.map((rect) => rect.bottom + GAP_PX).filter((top) => top > firstTop && top + height <= viewport.height).sort((a, b) => a - b)])];
  let best = { top: firstTop, left: rightmost, covered: Number.POSITIVE_INFINITY };
  for (const left of lefts) {
    for (const top of tops) {
      const covered = boxes.filter((rect) => rect.left < left + width && rect.right > left && rect.top < top + height && rect.bottom > top).length;
      if (covered === 0) return { top, left, covered };
      if (covered < best.covered) best = { top, left, covered };
    }
  }
  return best;
}

const rectsOf = (elements: Iterable<Element>) => [...elements].map((node) => node.getBoundingClientRect());

/**
 * Where the stack goes now: clear of the page's actions (ALERT_CLEARANCE_SELECTOR), or while a
 * dialog is open, of its controls, and when a dialog leaves no room for that, of its buttons.
 */
function stackPlace(stack: DOMRect, viewport: { width: number; height: number }) {
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return placeStack(stack, headerBottom(), rectsOf(document.querySelectorAll(ALERT_CLEARANCE_SELECTOR)), viewport);
  const placed = placeStack(stack, headerBottom(), rectsOf(dialog.querySelectorAll(DIALOG_CLEARANCE_SELECTOR)), viewport);
  return placed.covered === 0 ? placed : placeStack(stack, headerBottom(), rectsOf(dialog.querySelectorAll(DIALOG_BUTTONS_SELECTOR)), viewport);
}

function headerBottom(): number {
  const header = document.querySelector('.app-header');
  const bottom = header?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, bottom);
}

function AlertStack({ alerts, onDismiss }: { alerts: AlertItem[]; onDismiss(id: number): void }) {
  const stack = useRef<HTMLDivElement>(null);
  const shown = alerts.length > 0;

  // While alerts show, the stack follows the page (scrolling, navigation, a bar appearing).
  useLayoutEffect(() => {
    if (!shown) return;
    let frame = 0;
    const place = () => {
      const element = stack.current;
      if (element) {
        const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
        const { top, left } = stackPlace(element.getBoundingClientRect(), viewport);
        const topValue = `${Math.round(top)}px`;
        const rightValue = `${Math.round(viewport.width - left - element.offsetWidth)}px`;
        if (element.style.top !== topValue) element.style.top = topValue;
        if (element.style.right !== rightValue) element.style.right = rightValue;
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  return (
    <div ref={stack} className="alert-stack" aria-live="polite">
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
