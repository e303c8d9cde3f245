import type { AskingRules } from '@qurio/contract';

/**
 * What the ask form shows for a profile's asking rules (issue 33), the same on the web and in the
 * app: the form, or why there is none. The strings (`ask.*`) say, before sending, what the
 * recipient will see, and when the anonymous circle is small, that anonymity only hides the
 * asker within it.
 */
export type AskView =
  /**
   * No form, and why: allow_ask is off or the viewer may not ask for another reason (a block,
   * their own profile): `ask.closed`; a member outside who may ask: `ask.outside_*`.
   */
  | { kind: 'note'; key: 'ask.closed' | 'ask.outside_following' | 'ask.outside_mutuals' }
  /** A guest the rules leave out: members only, or no anonymous questions (guests are anonymous). */
  | { kind: 'signIn' }
  | {
      kind: 'form';
      /** The viewer may ask anonymously (guests always do; members may switch it off). */
      anonymousAllowed: boolean;
      /** The small circle an anonymous question hides in (`ask.circle_*`), if it is one. */
      circle: 'following' | 'mutuals' | null;
    };

type Profile = { allow_ask: boolean; asking: AskingRules };

const small = (circle: string): 'following' | 'mutuals' | null =>
  circle === 'following' || circle === 'mutuals' ? circle : null;

export function askViewOf({ allow_ask, asking }: Profile, signedIn: boolean): AskView {
  if (!allow_ask || !asking.may_ask) {
    if (allow_ask && !signedIn) return { kind: 'signIn' };
    const circle = allow_ask && small(asking.ask_from);
    return { kind: 'note', key: circle ? `ask.outside_${circle}` : 'ask.closed' };
  }
  return { kind: 'form', anonymousAllowed: asking.may_ask_anonymously, circle: small(asking.anonymous_from) };
}

/**
 * The lines under the ask form for the choice made: what the recipient will see, and when the
 * member must ask by name, why (`ask.namedOnly_*`: a small anonymous circle they are not in, or none).
 */
export function askNoticeKeys(
  { anonymousAllowed, circle }: Extract<AskView, { kind: 'form' }>,
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
  if (anonymousAllowed && anonymous) return circle ? ['ask.willNotSee', `ask.circle_${circle}`] : ['ask.willNotSee'];
  return anonymousAllowed ? ['ask.willSeeName'] : [`ask.namedOnly_${circle ?? 'nobody'}`, 'ask.willSeeName'];
}
