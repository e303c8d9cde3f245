import type { Language } from '@qurio/contract';
import { type Gender, type Gendered, inGender } from './people.js';
import { PROMPT_ANSWERS } from './prompt-answers.js';
import { QUESTIONS } from './questions.js';
import { answerForms, UniqueTexts } from './variation.js';

/**
 * What the demo community did, planned in memory before a row is written: who follows whom, who
 * asked whom what (anonymously, by name or as a guest), what was answered, which prompts members
 * answered and who liked what, each with a time that makes sense: nothing before the members
 * involved joined, nothing in the future, an answer after its question, a like after its answer.
 * Pure and driven by the seeded generator, so the same members always get the same history.
 */

export interface PlanMember {
  id: number;
  lang: Language;
  gender: Gender;
  joinedAt: number;
}

export interface PlanPrompt {
  id: number;
  lang: string;
  text: string;
  date_added: string;
}

export interface PlannedQuestion {
  userId: number;
  senderId: number | null;
  anonymous: 0 | 1;
  promptId: number | null;
  /** The prompt's language for a prompt answer; null for an asked question, as `ask` stores it. */
  lang: string | null;
  question: string;
  answer: string | null;
  /**
   * The language the answer is written in (the member's), null while unanswered: for questions.lang,
   * which detection from the text fills on a live site (lib/answer-language.ts).
   */
  answerLang: Language | null;
  askedAt: number;
  answeredAt: number | null;
}

export interface PlannedFollow {
  followerId: number;
  followeeId: number;
  at: number;
}

export interface PlannedLike {
  /** Index into `questions`. */
  question: number;
  userId: number;
  at: number;
}

export interface ContentPlan {
  follows: PlannedFollow[];
  /** In the order they were asked (prompt answers: answered), so ids follow time like a live site's. */
  questions: PlannedQuestion[];
  likes: PlannedLike[];
  /** When each member was last seen doing something. */
  lastAction: Map<number, number>;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The first showcase members of these languages answer well over a thousand questions over the
 * last two years, so the answer badges (1k-answer, packages/contract users.ts) are seen.
 */
export const PROLIFIC_LANGUAGES: readonly Language[] = ['en', 'tr'];
const PROLIFIC_ANSWERS = 1_050;
/** Share of follows within the follower's language (the rest: anyone). */
const FOLLOWS_IN_LANGUAGE = 0.93;

export function planContent(
  members: readonly PlanMember[],
  prompts: readonly PlanPrompt[],
  now: number,
  random: () => number,
): ContentPlan {
  const between = (lo: number, hi: number) => Math.floor(lo + random() * (hi - lo));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const shuffled = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  const byLang = new Map<Language, PlanMember[]>();
  for (const m of members) byLang.set(m.lang, [...(byLang.get(m.lang) ?? []), m]);
  /** Someone else, most often from the member's own language (people ask in a language they share). */
  const other = (m: PlanMember, sameLanguage = 0.85): PlanMember | null => {
    const pool =
      random() < sameLanguage && (byLang.get(m.lang)?.length ?? 0) > 1 ? (byLang.get(m.lang) ?? []) : members;
    if (pool.length < 2) return null;
    for (;;) {
      const o = pick(pool);
      if (o.id !== m.id) return o;
    }
  };
  const lastAction = new Map<number, number>();
  const acted = (id: number, at: number) => lastAction.set(id, Math.max(lastAction.get(id) ?? 0, at));

  const follows: PlannedFollow[] = [];
  for (const m of members) {
    const wanted = 3 + Math.floor(random() * 20);
    const followed = new Set<number>();
    for (let i = 0; i < wanted; i++) {
      const target = other(m, FOLLOWS_IN_LANGUAGE);
      if (!target || followed.has(target.id)) continue;
      const lo = Math.max(m.joinedAt, target.joinedAt, now - 300 * DAY);
      if (lo >= now - MINUTE) continue;
      followed.add(target.id);
      const at = between(lo, now - MINUTE);
      follows.push({ followerId: m.id, followeeId: target.id, at });
      acted(m.id, at);
    }
  }

  // Every answer written once: the same thought in the member's own words (seed/variation.ts).
  const texts = new UniqueTexts();
  const answerOf = (bases: readonly Gendered[], m: PlanMember) =>
    texts.take(
      answerForms(
        bases.map((b) => inGender(b, m.gender)),
        m.lang,
      ),
      random,
    );
  const prolific = new Set(
    PROLIFIC_LANGUAGES.flatMap((lang) => {
      const first = byLang.get(lang)?.[0];
      return first ? [first.id] : [];
    }),
  );

  const questions: PlannedQuestion[] = [];
  for (const m of members) {
    const pool = QUESTIONS[m.lang];
    const busy = prolific.has(m.id);
    // A prolific member is asked everything, many times over, for two years.
    const asks = busy
      ? Array.from({ length: PROLIFIC_ANSWERS + 40 }, () => pick(pool))
      : shuffled(pool).slice(0, Math.min(pool.length, 3 + Math.floor(random() * 10)));
    const since = busy ? 730 * DAY : 60 * DAY;
    for (const asked of asks) {
      const kind = random();
      const sender = kind < 0.15 ? null : other(m);
      const lo = Math.max(m.joinedAt, sender?.joinedAt ?? 0, now - since);
      const hi = now - 5 * MINUTE;
      if (lo >= hi) continue;
      const askedAt = between(lo, hi);
      // Most questions are answered within hours, some after days; a recent one may still wait.
      const answeredAt =
        random() < (busy ? 0.98 : 0.72) ? askedAt + 5 * MINUTE + Math.floor(random() ** 3 * 4 * DAY) : null;
      const answered = answeredAt !== null && answeredAt < now - MINUTE;
      questions.push({
        userId: m.id,
        senderId: sender?.id ?? null,
        anonymous: sender && kind > 0.85 ? 0 : 1,
        promptId: null,
        lang: null,
        question: inGender(asked.question, m.gender),
        answer: answered ? answerOf(asked.answers, m) : null,
        answerLang: answered ? m.lang : null,
        askedAt,
        answeredAt: answered ? answeredAt : null,
      });
      if (sender) acted(sender.id, askedAt);
      if (answered) acted(m.id, answeredAt);
    }
  }

  for (const m of members) {
    const answerable = prompts.filter((p) => p.lang === m.lang && PROMPT_ANSWERS[m.lang][p.text] !== undefined);
    if (answerable.length === 0 || random() < 0.45) continue;
    for (const prompt of shuffled(answerable).slice(0, 1 + Math.floor(random() * 3))) {
      const lo = Math.max(m.joinedAt, Date.parse(prompt.date_added), now - 30 * DAY);
      if (lo >= now - 5 * MINUTE) continue;
      const at = between(lo, now - 5 * MINUTE);
      questions.push({
        userId: m.id,
        senderId: null,
        anonymous: 0,
        promptId: prompt.id,
        lang: prompt.lang,
        question: prompt.text,
        answer: answerOf(PROMPT_ANSWERS[m.lang][prompt.text] ?? [], m),
        answerLang: m.lang,
        askedAt: at,
        answeredAt: at,
      });
      acted(m.id, at);
    }
  }
  // Stable: equal times keep the order above.
  questions.sort((a, b) => a.askedAt - b.askedAt);

  const byId = new Map(members.map((m) => [m.id, m]));
  const likes: PlannedLike[] = [];
  for (const [index, q] of questions.entries()) {
    if (q.answeredAt === null) continue;
    const answeredAt = q.answeredAt;
    // A prolific member's thousand answers are liked less each: the likes stay in the thousands.
    const wanted = Math.floor(random() * random() * (prolific.has(q.userId) ? 6 : 20));
    const likers = new Set<number>();
    for (let i = 0; i < wanted; i++) {
      const liker = pick(members);
      // Not one's own answer; and not the anonymous asker, whose like nobody else may see anyway.
      if (liker.id === q.userId || (q.anonymous === 1 && liker.id === q.senderId) || likers.has(liker.id)) continue;
      const lo = Math.max(answeredAt, byId.get(liker.id)?.joinedAt ?? 0);
      // Most likes come in the first hours after an answer, a few days later. One that would come
      // after now has not happened yet: moved to now instead, the likes of every recent answer
      // piled up a minute ago, and the notifications said "1 min ago" a few hundred times.
      const at = lo + 2 * MINUTE + Math.floor(random() ** 2 * 6 * DAY);
      if (at >= now - MINUTE) continue;
      likers.add(liker.id);
      likes.push({ question: index, userId: liker.id, at });
      acted(liker.id, at);
    }
  }
  return { follows, questions, likes, lastAction };
}
