import { SHELL_LIMITS } from '@qurio/contract/shell-limits';

export type SnackKind = 'info' | 'error';

export interface Snack {
  id: number;
  text: string;
  kind: SnackKind;
}

type Listener = () => void;

/**
 * A queue of short notices (SPEC §4): one shows at a time for SHELL_LIMITS.snackMs, and the next waits
 * SHELL_LIMITS.snackGapMs after the previous closed so two messages never blur into one.
 */
export function createSnackQueue(durationMs: number = SHELL_LIMITS.snackMs, gapMs: number = SHELL_LIMITS.snackGapMs) {
  const queue: Snack[] = [];
  const listeners = new Set<Listener>();
  let visible: Snack | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cooling = false;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const showNext = () => {
    if (visible || cooling) return;
    const next = queue.shift();
    if (!next) return;
    visible = next;
    emit();
    timer = setTimeout(close, durationMs);
  };

  function close(): void {
    if (!visible) return;
    clearTimeout(timer);
    visible = null;
    cooling = true;
    emit();
    timer = setTimeout(() => {
      cooling = false;
      showNext();
    }, gapMs);
  }

  return {
    show(text: string, kind: SnackKind = 'info'): void {
      queue.push({ id: nextId++, text, kind });
      showNext();
    },
    /** True while a notice is on screen or waiting its turn. */
    isBusy(): boolean {
      return visible !== null || queue.length > 0;
    },
    current(): Snack | null {
      return visible;
    },
    dismiss: close,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset(): void {
      clearTimeout(timer);
      queue.length = 0;
      visible = null;
      cooling = false;
      emit();
    },
  };
}

export type SnackQueue = ReturnType<typeof createSnackQueue>;

/** The app's one queue; components read it through `<Snackbar>`. */
export const snacks = createSnackQueue();

export function showSnack(text: string, kind: SnackKind = 'info'): void {
  snacks.show(text, kind);
}

export function showErrorSnack(text: string): void {
  snacks.show(text, 'error');
}
