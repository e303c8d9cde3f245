import { type KeyboardEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** The id of the element that names the modal (its heading). */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for confirmations that interrupt, `dialog` for forms. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click on the scrim; ignored while `busy`. */
  onDismiss: () => void;
  busy?: boolean;
  /** What gets focus on open; the panel itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra keys (a confirmation's Enter); Escape and Tab are handled here. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  wide?: boolean;
  /** The panel's own look instead of the card (the picture viewer's dark full screen). */
  panelClassName?: string;
  /**
   * Where focus goes when the opener left with what the modal did (an answered card leaves the
   * inbox): the next question, say (issue 34). Without it, or when it finds nothing, `main`.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** How many modals are open (one can open over another); the scroll lock ends with the last. */
let openModals = 0;
let lockedScroll: { overflow: string; paddingRight: string } | null = null;

/**
 * While a modal is open, everything else on the page is inert (no click, focus or screen-reader
 * reading reaches it, as with a native modal <dialog>) and the page behind does not scroll.
 * Portals are children of <body>, so the rest of the app is the modal's siblings.
 */
function lockBackground(modal: HTMLElement): () => void {
  openModals++;
  const siblings = Array.from(document.body.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== modal && !el.hasAttribute('inert'),
  );
  // The attribute, not the property: it is what CSS, tests and older engines see.
  for (const el of siblings) el.setAttribute('inert', '');
  if (!lockedScroll) {
    const root = document.documentElement;
    // The scrollbar that disappears with overflow:hidden would shift the page sideways.
    const scrollbar = window.innerWidth - root.clientWidth;
    lockedScroll = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    for (const el of siblings) el.removeAttribute('inert');
    openModals--;
    if (openModals === 0 && lockedScroll) {
      document.documentElement.style.overflow = lockedScroll.overflow;
      document.body.style.paddingRight = lockedScroll.paddingRight;
      lockedScroll = null;
    }
  };
}

/** Moves focus `elsewhere` when `opener`, still focused, leaves the page (within a few seconds). */
function followOpener(opener: HTMLElement, elsewhere: () => void): void {
  const watch = new MutationObserver(() => {
    const active = document.activeElement;
    if (active !== opener && active !== document.body && active !== null) stop();
    else if (!opener.isConnected) {
      stop();
      elsewhere();
    }
  });
  const timer = setTimeout(() => stop(), 10_000);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(document.body, { childList: true, subtree: true });
}

/**
 * The frame of every modal: a portal with a scrim, Tab kept inside, Escape to dismiss, and focus
 * given back to whatever opened it. Confirmations (`Dialog`) and form dialogs build on it so the
 * focus rules exist once.
 */
export function Modal({
  open,
  labelledBy,
  describedBy,
  role = 'dialog',
  onDismiss,
  busy = false,
  initialFocus,
  onKeyDown,
  wide = false,
  panelClassName,
  returnFocus,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // A layout effect: the page turns inert and focus moves in before the browser paints the modal,
  // so a key pressed right after the click lands in the dialog (Preact runs plain effects a frame late).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once per opening, not when the ref object changes.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = backdropRef.current ? lockBackground(backdropRef.current) : () => {};
    (initialFocus?.current ?? panelRef.current)?.focus();
    return () => {
      // The opener is behind the modal: it can take focus again only once the page is no longer inert.
      unlock();
      const elsewhere = () =>
        (returnFocus?.() ?? document.querySelector<HTMLElement>('main'))?.focus({ preventScroll: true });
      if (opener?.isConnected) {
        opener.focus();
        // The opener may leave after the modal has closed (an answered card, once the list has
        // the answer): while focus stays on it, follow it out, or focus would fall to the page.
        if (returnFocus) followOpener(opener, elsewhere);
      }
      // The opener left with what the modal did: what comes next, else the content.
      else elsewhere();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!panel) return;
    const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // A modal opened from a menu must not also close the menu behind it.
      event.stopPropagation();
      if (!busy) onDismiss();
    } else if (event.key === 'Tab') {
      trapTab(event);
    } else {
      onKeyDown?.(event);
    }
  };

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div className={styles.scrim} aria-hidden="true" onClick={busy ? undefined : onDismiss} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog handles Escape and Tab for its content. */}
      <div
        ref={panelRef}
        className={panelClassName ?? `${styles.panel} ${wide ? styles.wide : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
