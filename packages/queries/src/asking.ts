import type { AskingRules } from '@qurio/contract';
import { INBOX_FILTERS, type InboxFilter, LIMITS } from '@qurio/contract/limits';

/**
 * What the ask form shows for a profile's asking rules (issue 33), the same on the web and in the
 * app: the form, or why there is none. The strings (`ask.*`) say, before sending, what the
 * recipient will see, and when the anonymous circle is small, that anonymity only hides the
 * asker within it.
 */
export type AskView =
  /** allow_ask is off (or the viewer may not ask at all for another reason: a block, their own profile). */
  | { kind: 'closed' }
  /** A guest the rules leave out: members only, or no anonymous questions (guests are anonymous). */
  | { kind: 'signIn' }
  /** A member outside who may ask: `ask.outside_following` / `ask.outside_mutuals`. */
  | { kind: 'outside'; circle: 'following' | 'mutuals' }
  | {
      kind: 'form';
      /** The member may choose to ask anonymously (guests always are, members may switch it off). */
      anonymousAllowed: boolean;
      /** Why the member must ask by name: `ask.namedOnly_*`. */
      namedOnly: 'following' | 'mutuals' | 'nobody' | null;
      /** The small circle an anonymous question hides in: `ask.circle_*`. */
      circle: 'following' | 'mutuals' | null;
    };

type Profile = { allow_ask: boolean; asking: AskingRules };

const small = (circle: string): 'following' | 'mutuals' | null =>
  circle === 'following' || circle === 'mutuals' ? circle : null;

export function askViewOf(user: Profile, signedIn: boolean): AskView {
  const { asking } = user;
  if (!user.allow_ask) return { kind: 'closed' };
  if (!asking.may_ask) {
    if (!signedIn) return { kind: 'signIn' };
    const circle = small(asking.ask_from);
    return circle ? { kind: 'outside', circle } : { kind: 'closed' };
  }
  return {
    kind: 'form',
    anonymousAllowed: asking.may_ask_anonymously,
    namedOnly: asking.may_ask_anonymously ? null : (small(asking.anonymous_from) ?? 'nobody'),
    circle: small(asking.anonymous_from),
  };
}

/** The lines under the ask form for the choice made: what the recipient will see. */
export function askNoticeKeys(
  view: Extract<AskView, { kind: 'form' }>,
  anonymous: boolean,
): Array<
  | 'ask.willNotSee'
  | 'ask.willSeeName'
  | 'ask.circle_following'
  | 'ask.circle_mutuals'
  | 'ask.namedOnly_following'
  | 'ask.namedOnly_mutuals'
  | 'ask.namedOnly_nobody'
> {
  if (anonymous && view.anonymousAllowed) {
    return view.circle ? ['ask.willNotSee', `ask.circle_${view.circle}`] : ['ask.willNotSee'];
  }
  return view.namedOnly ? [`ask.namedOnly_${view.namedOnly}`, 'ask.willSeeName'] : ['ask.willSeeName'];
}

/** The inbox's tabs: everything, then each filter (INBOX_FILTERS). */
export const INBOX_TABS = ['all', ...INBOX_FILTERS] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** A filter from the address (`?filter=`) or a route parameter: anything else is the whole inbox. */
export function inboxFilterOf(value: string | null | undefined): InboxFilter | null {
  return (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as InboxFilter) : null;
}

/** A filter's count as shown: past LIMITS.inboxCountMax the server stopped counting ("999+"). */
export function inboxCountLabel(count: number, format: (n: number) => string = String): string {
  return count > LIMITS.inboxCountMax ? `${format(LIMITS.inboxCountMax)}+` : format(count);
}
