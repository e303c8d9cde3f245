import { INBOX_FILTERS, type InboxFilter } from '@qurio/contract/asking';
import { LIMITS } from '@qurio/contract/limits';

// The inbox's filters (issue 33), apart from asking.ts: a bundler puts a module whole into one
// chunk, and the guest's profile needs the ask form's rules, not the inbox's tabs.

/** The inbox's tabs: everything, then each filter (INBOX_FILTERS). */
export const INBOX_TABS = ['all', 'anonymous', 'named', 'following', 'flagged'] as const satisfies readonly [
  'all',
  ...typeof INBOX_FILTERS,
];
export type InboxTab = (typeof INBOX_TABS)[number];

/** A filter from the address (`?filter=`) or a route parameter: anything else is the whole inbox. */
export function inboxFilterOf(value: string | null | undefined): InboxFilter | null {
  return (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as InboxFilter) : null;
}

/** A filter's count as shown: past LIMITS.inboxCountMax the server stopped counting ("999+"). */
export function inboxCountLabel(count: number, format: (n: number) => string = String): string {
  return count > LIMITS.inboxCountMax ? `${format(LIMITS.inboxCountMax)}+` : format(count);
}
