import { type KeyboardEvent, type ReactNode, type Ref, useId, useImperativeHandle, useRef } from 'react';
import styles from './Tabs.module.css';

export interface TabsHandle {
  /** Moves the keyboard focus to a tab (after choosing it from elsewhere, e.g. "show all people"). */
  focus(id: string): void;
}

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  handle?: Ref<TabsHandle>;
}

/**
 * The ARIA tabs pattern, one implementation for every screen: one tab in the Tab order (the
 * selected one), arrow keys, Home and End move between tabs and select them, and the panel is
 * labelled by its tab.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children, handle }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useImperativeHandle(handle, () => ({ focus: (id) => buttons.current.get(id)?.focus() }), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target % tabs.length];
    if (!next) return;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${selected}`}>
        {children}
      </div>
    </>
  );
}
