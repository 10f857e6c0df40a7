import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faXmark } from '@fortawesome/free-solid-svg-icons';
import './SidePanel.css';

export interface SidePanelProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A dialog that slides in from the right edge: create and edit panels beside a list. */
export function SidePanel({ open, onClose, title, children, footer }: SidePanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.side-panel__close)');
    (first ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A confirmation dialog opened from the panel takes Escape for itself.
      if (event.key === 'Escape' && !document.querySelector('.modal-overlay')) onCloseRef.current();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])')];
      const firstItem = focusable[0];
      const lastItem = focusable[focusable.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="side-panel-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="side-panel__header">
          <h2 id={titleId} className="side-panel__title">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-icon side-panel__close" aria-label="Close" title="Close" onClick={onClose}>
            <FontAwesomeIcon icon={faXmark} />
          </button>
        </header>
        <div className="side-panel__body">{children}</div>
        {footer && <footer className="side-panel__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
