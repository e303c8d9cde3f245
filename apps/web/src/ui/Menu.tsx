import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './Menu.module.css';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

export interface MenuProps {
  /** The accessible name of the trigger, e.g. "More actions". */
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  className?: string;
  /** Called as the list opens: what its items open may start loading then (ui/on-demand.tsx). */
  onOpen?: () => void;
}

/**
 * A small actions menu in the disclosure pattern: a button that shows a list of buttons. Plain
 * Tab order works inside; Escape and a click elsewhere close it. Choosing an item closes the list
 * and puts focus back on the trigger first, so a dialog opened by the item returns focus there.
 */
export function Menu({ label, icon, items, className, onOpen }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    };
    // Tabbing past the last item closes the list. A null target is a click (Safari does not focus
    // clicked buttons), which the pointer handler above already judges.
    const closeOnFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    root.addEventListener('focusout', closeOnFocusOut);
    root.querySelector<HTMLButtonElement>('[data-menu-item]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      root.removeEventListener('focusout', closeOnFocusOut);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {icon}
      </button>
      {open ? (
        <ul id={listId} className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                data-menu-item=""
                className={`${styles.item} ${item.danger ? styles.danger : ''}`}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
