import { useEffect, useMemo, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `container` that Tab reaches, in document order (hidden ones left out). */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

// Dialogs open at once (a confirmation over a side panel): only the last opened keeps Tab inside it.
const openTraps: HTMLElement[] = [];

export interface FocusTrapOptions {
  /** Where focus goes on opening, unless something inside already took it (autoFocus); the container by default. */
  initialFocus?(container: HTMLElement): HTMLElement | null | undefined;
}

/**
 * While `active`: focus moves into `container`, Tab and Shift+Tab cycle through its focusable
 * elements only, and on closing focus returns to the element that had it before (when that is still
 * on the page and focus was not sent elsewhere meanwhile).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  // Read while rendering the opening: by the time effects run an autoFocus field inside has taken focus.
  const restoreTo = useMemo(() => (active && typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null), [active]);
  const { initialFocus } = options;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    openTraps.push(root);
    if (!root.contains(document.activeElement)) {
      const target = initialFocus?.(root) ?? root;
      // After the commit that opened the dialog, not inside it (see the restore below).
      queueMicrotask(() => {
        if (target.isConnected && !root.contains(document.activeElement)) target.focus();
      });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || openTraps[openTraps.length - 1] !== root) return;
      const items = focusableElements(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      const inside = root.contains(current);
      if (event.shiftKey && (!inside || current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openTraps.lastIndexOf(root);
      if (index >= 0) openTraps.splice(index, 1);
      const focused = document.activeElement;
      const focusLeftWithDialog = !focused || focused === document.body || root.contains(focused) || !focused.isConnected;
      // After the commit that closed the dialog, not inside it: the focus event's handlers may update
      // state, which must not start another render within this one.
      if (restoreTo?.isConnected && focusLeftWithDialog) queueMicrotask(() => restoreTo.focus());
    };
    // initialFocus is read once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, container, restoreTo]);
}
