/** Local-storage key that remembers the night-mode choice (SPEC §1). */
export const NIGHT_KEY = 'qurio:night';

type Listener = () => void;
const listeners = new Set<Listener>();
let night = false;
let stored = false;

function readStored(): boolean | null {
  try {
    const value = localStorage.getItem(NIGHT_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
  } catch {
    // Storage disabled: fall back to the system preference.
  }
  return null;
}

function systemPrefersNight(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function apply(): void {
  document.documentElement.dataset.theme = night ? 'night' : 'light';
  for (const listener of listeners) listener();
}

/** Runs before the first render so the first paint already has the right colours. */
export function initTheme(): void {
  const remembered = readStored();
  stored = remembered !== null;
  night = remembered ?? systemPrefersNight();
  apply();
  if (typeof window.matchMedia === 'function') {
    // Until the user picks a mode, follow the system as it changes (sunset schedules).
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
      if (stored) return;
      night = event.matches;
      apply();
    });
  }
}

export function isNight(): boolean {
  return night;
}

export function setNight(value: boolean): void {
  night = value;
  stored = true;
  try {
    localStorage.setItem(NIGHT_KEY, String(value));
  } catch {
    // Not remembered, but still applied for this visit.
  }
  apply();
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
