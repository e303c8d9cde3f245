/**
 * SPEC §1 badges as both apps show them: strings with '-answer' are answer badges ('1k-answer',
 * the contract's ANSWER_BADGES), the others are year badges ('3-year-user', its yearBadge). Read
 * here once, so the web's and the app's Badges components show the same ones the same way.
 */
export type BadgeView = { kind: 'answers'; answers: number } | { kind: 'years'; years: number };

/** One badge string, or null for one this client does not know (a newer server's). */
export function parseBadge(badge: string): BadgeView | null {
  const answers = /^(\d+)k-answer$/.exec(badge);
  if (answers?.[1]) return { kind: 'answers', answers: Number(answers[1]) * 1000 };
  const years = /^(\d+)-year-user$/.exec(badge);
  if (years?.[1]) return { kind: 'years', years: Number(years[1]) };
  return null;
}

/** The badges a profile shows, in the server's order, each with its reading; unknown ones left out. */
export function badgeViews(badges: readonly string[]): { badge: string; view: BadgeView }[] {
  return badges.flatMap((badge) => {
    const view = parseBadge(badge);
    return view ? [{ badge, view }] : [];
  });
}

/**
 * The sentence of a badge in the reader's language: `t` is the app's i18next, `compact` formats
 * 1000 as "1K" ("1.000" in German) for the answer badges.
 */
export function badgeLabel(
  view: BadgeView,
  t: (key: 'profile.badgeAnswers' | 'profile.badgeYears', options: Record<string, unknown>) => string,
  compact: (value: number) => string,
): string {
  return view.kind === 'answers'
    ? t('profile.badgeAnswers', { count: view.answers, amount: compact(view.answers) })
    : t('profile.badgeYears', { count: view.years });
}
