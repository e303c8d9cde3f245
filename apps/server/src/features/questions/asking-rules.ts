import {
  ANONYMOUS_CIRCLES,
  type AnonymousCircle,
  type AskCircle,
  type AskingRules,
  type ErrorCode,
} from '@qurio/contract';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { Relation } from '../users/relations.js';

/**
 * A member's asking rules (issue 33): who may ask (`ask_from`) and who may ask anonymously
 * (`anonymous_from`), both circles of one chain, widest first: everyone > members > people the
 * member follows > mutual follows > nobody. The one place they are read: `ask` enforces them, the
 * profile tells the ask form, the settings and `allow_only_accounts` are derived from them.
 *
 * Anonymity: a rule is judged on what the asker can see for themselves (their own sign-in and the
 * public follow lists), and a refusal names the rule, never anything about the asker, and is
 * never stored: the recipient learns nothing of a refused question.
 */
type Owner = Pick<UserRow, 'ask_from' | 'anonymous_from' | 'allow_ask'>;

const rank = (circle: AnonymousCircle) => ANONYMOUS_CIRCLES.indexOf(circle);

/** The anonymous circle as it applies: never wider than who may ask at all. */
export function anonymousCircleOf(owner: Owner): AnonymousCircle {
  return rank(owner.anonymous_from) >= rank(owner.ask_from) ? owner.anonymous_from : owner.ask_from;
}

/** True when `circle` takes this asker (null: a guest); `relation` is the asker's to the owner. */
function isIn(circle: AnonymousCircle, asker: { id: number } | null, relation: Relation): boolean {
  switch (circle) {
    case 'everyone':
      return true;
    case 'members':
      return asker !== null;
    case 'following':
      return asker !== null && relation.followedBy;
    case 'mutuals':
      return asker !== null && relation.followedBy && relation.isFollowing;
    case 'nobody':
      return false;
  }
}

/** Guests cannot ask this member: the spec's allow_only_accounts, as the rules now say it. */
export function onlyAccountsMayAsk(owner: Owner): boolean {
  return owner.ask_from !== 'everyone' || anonymousCircleOf(owner) !== 'everyone';
}

const ASK_REFUSAL: Record<Exclude<AskCircle, 'everyone' | 'members'>, ErrorCode> = {
  following: 'ASK_FOLLOWING_ONLY',
  mutuals: 'ASK_MUTUALS_ONLY',
};
const ANONYMOUS_REFUSAL: Record<Exclude<AnonymousCircle, 'everyone' | 'members'>, ErrorCode> = {
  following: 'ANONYMOUS_FOLLOWING_ONLY',
  mutuals: 'ANONYMOUS_MUTUALS_ONLY',
  nobody: 'ANONYMOUS_NOT_ALLOWED',
};

/**
 * Throws the rule that refuses this question, if one does. `shown` is the anonymous circle the
 * ask form showed: an anonymous question to a circle narrowed since is refused (ASK_RULES_CHANGED),
 * so nobody is anonymous in a smaller circle than the one they were told of.
 */
export function assertMayAsk(
  owner: Owner,
  asker: { id: number } | null,
  relation: Relation,
  question: { anonymous: boolean; shown?: AnonymousCircle | undefined },
): void {
  const from = owner.ask_from;
  if (!isIn(from, asker, relation)) {
    if (!asker || from === 'everyone' || from === 'members') throw new AppError('SIGN_IN_REQUIRED');
    throw new AppError(ASK_REFUSAL[from]);
  }
  if (!question.anonymous) return;
  const circle = anonymousCircleOf(owner);
  if (question.shown !== undefined && rank(circle) > rank(question.shown)) throw new AppError('ASK_RULES_CHANGED');
  if (isIn(circle, asker, relation)) return;
  if (!asker || circle === 'everyone' || circle === 'members') throw new AppError('SIGN_IN_REQUIRED');
  throw new AppError(ANONYMOUS_REFUSAL[circle]);
}

/** What the profile tells the ask form: the rules, and whether this viewer may ask (anonymously). */
export function askingRulesFor(
  owner: Owner & Pick<UserRow, 'id'>,
  viewer: { id: number } | null,
  relation: Relation,
  open: boolean,
): AskingRules {
  const self = viewer?.id === owner.id;
  const mayAsk = open && !self && owner.allow_ask === 1 && isIn(owner.ask_from, viewer, relation);
  const anonymous_from = anonymousCircleOf(owner);
  return {
    ask_from: owner.ask_from,
    anonymous_from,
    may_ask: mayAsk,
    may_ask_anonymously: mayAsk && isIn(anonymous_from, viewer, relation),
  };
}
