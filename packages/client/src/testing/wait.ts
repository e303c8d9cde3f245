/**
 * Waits until `check` gives a value (not undefined, null or false), checking again every
 * `intervalMs`; rejects with `message` after `timeoutMs`. The one polling loop of the test kit:
 * what tests wait on here (a mail file, a row another process writes) sends no event they could
 * listen to, so the condition is checked, never a fixed sleep followed by a look.
 */
export async function waitUntil<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 10_000, intervalMs = 50, message = 'the condition never held' } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
