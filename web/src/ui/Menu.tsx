import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FontAwesomeIcon } from './Icon';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import './Menu.css';

export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  buttonClassName?: string;
  buttonTitle?: string;
  buttonAriaLabel?: string;
  align?: 'start' | 'end';
  panelRole?: 'menu' | 'dialog';
  panelLabel?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Told each time the panel opens or closes (to load what it shows as it opens, say). */
  onOpenChange?(open: boolean): void;
}

/** A toggle button with a panel that closes on outside click, Escape, or when an item is chosen. */
export function Dropdown({
  label,
  buttonClassName = 'btn btn-ghost',
  buttonTitle,
  buttonAriaLabel,
  align = 'end',
  panelRole = 'menu',
  panelLabel,
  children,
  onOpenChange,
}: DropdownProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName}${open ? ' is-active' : ''}`}
        title={buttonTitle}
        aria-label={buttonAriaLabel}
        aria-haspopup={panelRole}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <div
          id={panelId}
          className={`dropdown__panel dropdown__panel--${align}`}
          role={panelRole}
          aria-label={panelLabel}
          onClick={panelRole === 'menu' ? close : undefined}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
}

interface MenuItemBase {
  icon?: IconDefinition;
  title?: string;
  current?: boolean;
  trailing?: ReactNode;
  children: ReactNode;
}

export function MenuLink({ to, icon, title, current, trailing, children }: MenuItemBase & { to: string }) {
  return (
    <Link to={to} className={`menu-item${current ? ' is-current' : ''}`} role="menuitem" title={title}>
      {icon && <FontAwesomeIcon className="menu-item__icon" icon={icon} />}
      <span>{children}</span>
      {trailing && <span className="menu-item__trailing">{trailing}</span>}
    </Link>
  );
}

export function MenuButton({
  onClick,
  icon,
  title,
  current,
  trailing,
  children,
  role = 'menuitem',
  checked,
}: MenuItemBase & { onClick(): void; role?: 'menuitem' | 'menuitemcheckbox'; checked?: boolean }) {
  return (
    <button
      type="button"
      className={`menu-item${current ? ' is-current' : ''}`}
      role={role}
      aria-checked={role === 'menuitemcheckbox' ? checked : undefined}
      title={title}
      onClick={onClick}
    >
      {icon && <FontAwesomeIcon className="menu-item__icon" icon={icon} />}
      <span>{children}</span>
      {trailing && <span className="menu-item__trailing">{trailing}</span>}
    </button>
  );
}

export function MenuDivider() {
  return <div className="menu-divider" role="separator" />;
}

export function MenuHeading({ children }: { children: ReactNode }) {
  return <div className="menu-heading">{children}</div>;
}
