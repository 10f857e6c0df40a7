import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FontAwesomeIcon } from './Icon';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { focusableElements, useFocusTrap } from './focusTrap';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  showCloseButton?: boolean;
  /** Defaults to the spec maximum of 1136px. */
  maxWidth?: number;
  /** Browser Back closes it (the default); off for a question asked because Back was pressed. */
  closeOnBack?: boolean;
}

export const MODAL_MAX_WIDTH = 1136;

export const HISTORY_MARKER = '__modal';

function currentMarker(): unknown {
  return ((window.history.state ?? {}) as Record<string, unknown>)[HISTORY_MARKER];
}

export function Modal({ open, onClose, title, children, footer, showCloseButton = false, maxWidth, closeOnBack = true }: ModalProps) {
  const titleId = useId();
  const marker = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pointerDownOnOverlay = useRef(false);
  const overlay = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // Focus starts on the first control of the body (or of the footer), not on the close button.
  useFocusTrap(dialog, open, {
    initialFocus: (root) => {
      const body = root.querySelector<HTMLElement>('.modal__body');
      const footer = root.querySelector<HTMLElement>('.modal__footer');
      return (body && focusableElements(body)[0]) ?? (footer && focusableElements(footer)[0]) ?? root;
    },
  });

  // Browser back closes the modal: an extra history entry is pushed while it is open. Closing
  // from inside the modal pops that entry; when the owner closes it (for example right before
  // navigating) the entry is only unmarked, so no history traversal races the navigation.
  useEffect(() => {
    if (!open || !closeOnBack) return;
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.pushState({ ...state, [HISTORY_MARKER]: marker }, '');
    const onPopState = () => {
      if (currentMarker() !== marker) onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (currentMarker() === marker) {
        const { [HISTORY_MARKER]: _removed, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
        window.history.replaceState(rest, '');
      }
    };
  }, [open, marker, closeOnBack]);

  const requestClose = useCallback(() => {
    if (closeOnBack && currentMarker() === marker) window.history.back();
    else onCloseRef.current();
  }, [marker, closeOnBack]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      // Only the top-most modal reacts.
      if (closeOnBack ? currentMarker() === marker : [...document.querySelectorAll('.modal-overlay')].at(-1) === overlay.current) requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, marker, requestClose, closeOnBack]);

  if (!open) return null;

  return createPortal(
    <div
      ref={overlay}
      className="modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        pointerDownOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pointerDownOnOverlay.current && event.target === event.currentTarget) requestClose();
        pointerDownOnOverlay.current = false;
      }}
    >
      <div
        ref={dialog}
        className="modal"
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        style={{ maxWidth: maxWidth ?? MODAL_MAX_WIDTH }}
      >
        {title ? (
          <div className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            {showCloseButton && <CloseButton onClose={requestClose} />}
          </div>
        ) : (
          showCloseButton && <CloseButton onClose={requestClose} floating />
        )}
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

function CloseButton({ onClose, floating = false }: { onClose(): void; floating?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-icon modal__close${floating ? ' modal__close--floating' : ''}`}
      aria-label="Close"
      title="Close"
      onClick={onClose}
    >
      <FontAwesomeIcon icon={faXmark} />
    </button>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  closeOnBack?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'primary',
  closeOnBack,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      closeOnBack={closeOnBack}
      title={title}
      maxWidth={460}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
    </Modal>
  );
}
