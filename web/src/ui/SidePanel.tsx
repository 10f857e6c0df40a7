import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FontAwesomeIcon } from './Icon';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { CANCEL_CONFIRMATION } from './FormActionBar';
import { useFocusTrap } from './focusTrap';
import { ConfirmDialog, HISTORY_MARKER } from './Modal';
import './SidePanel.css';

export interface SidePanelProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Unsaved changes: closing (browser Back, Escape, a click outside, the close and Cancel buttons)
   * asks first. Left out, any edit made inside the panel since it opened counts.
   */
  dirty?: boolean;
}

function currentMarker(): unknown {
  return ((window.history.state ?? {}) as Record<string, unknown>)[HISTORY_MARKER];
}

/** Closes the panel the way its close button does: asking first when there are unsaved changes. */
const RequestCloseContext = createContext<(() => void) | null>(null);

/** The panel's Cancel button: closes the panel, asking first when there are unsaved changes. */
export function SidePanelCancel({ label = 'Cancel' }: { label?: string }) {
  const requestClose = useContext(RequestCloseContext);
  return (
    <button type="button" className="btn btn-outline" onClick={() => requestClose?.()}>
      {label}
    </button>
  );
}

/** A dialog that slides in from the right edge: create and edit panels beside a list. */
export function SidePanel({ open, onClose, title, children, footer, dirty }: SidePanelProps) {
  const titleId = useId();
  const marker = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [edited, setEdited] = useState(false);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty ?? edited;
  const [asking, setAsking] = useState(false);
  /** The next return from the panel's history entry closes it without asking. */
  const discarding = useRef(false);

  useEffect(() => {
    if (!open) return;
    setEdited(false);
    setAsking(false);
    const element = panel.current;
    const onEdit = () => setEdited(true);
    element?.addEventListener('input', onEdit);
    element?.addEventListener('change', onEdit);
    return () => {
      element?.removeEventListener('input', onEdit);
      element?.removeEventListener('change', onEdit);
    };
  }, [open]);

  // Browser Back closes the panel as it closes a modal: an extra history entry is pushed while it
  // is open. With unsaved changes Back asks first; "No" puts the entry back.
  useEffect(() => {
    if (!open) return;
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.pushState({ ...state, [HISTORY_MARKER]: marker }, '');
    discarding.current = false;
    const onPopState = () => {
      if (currentMarker() === marker) return;
      if (dirtyRef.current && !discarding.current) setAsking(true);
      else onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (currentMarker() === marker) {
        const { [HISTORY_MARKER]: _removed, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
        window.history.replaceState(rest, '');
      }
    };
  }, [open, marker]);

  const close = useCallback(() => {
    discarding.current = true;
    if (currentMarker() === marker) window.history.back();
    else onCloseRef.current();
  }, [marker]);

  const requestClose = useCallback(() => {
    if (dirtyRef.current) setAsking(true);
    else close();
  }, [close]);

  const keepEditing = () => {
    setAsking(false);
    // Back took the panel's history entry away: put it back, so the next Back asks again.
    if (currentMarker() !== marker) {
      const state = (window.history.state ?? {}) as Record<string, unknown>;
      window.history.pushState({ ...state, [HISTORY_MARKER]: marker }, '');
    }
  };

  const requestCloseRef = useRef(requestClose);
  requestCloseRef.current = requestClose;

  useFocusTrap(panel, open, {
    initialFocus: (root) => root.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button:not(.side-panel__close)'),
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A confirmation dialog opened from the panel takes Escape for itself.
      if (event.key === 'Escape' && !document.querySelector('.modal-overlay')) requestCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <RequestCloseContext.Provider value={requestClose}>
      <div className="side-panel-overlay" onMouseDown={(event) => event.target === event.currentTarget && requestClose()}>
        <div ref={panel} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <header className="side-panel__header">
            <h2 id={titleId} className="side-panel__title">
              {title}
            </h2>
            <button type="button" className="btn btn-ghost btn-icon side-panel__close" aria-label="Close" title="Close" onClick={requestClose}>
              <FontAwesomeIcon icon={faXmark} />
            </button>
          </header>
          <div className="side-panel__body">{children}</div>
          {footer && <footer className="side-panel__footer">{footer}</footer>}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        message={CANCEL_CONFIRMATION}
        confirmLabel="Yes"
        cancelLabel="No"
        closeOnBack={false}
        onConfirm={() => {
          setAsking(false);
          close();
        }}
        onCancel={keepEditing}
      />
    </RequestCloseContext.Provider>,
    document.body,
  );
}
