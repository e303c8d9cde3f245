/**
 * Explore order. Each answer is placed at its publication time plus a boost for its likes:
 *
 *   rank_at = date_answered + min(6 h × log2(1 + likes), 72 h)
 *
 * One like moves an answer 6 hours forward, 3 likes 12 hours, 15 likes a day; no answer jumps
 * more than three days ahead, so explore stays fresh and a viral answer cannot sit on top for
 * ever. The value is stored (questions.rank_at) and indexed, so explore pages by an index scan.
 */
const HOUR = 60 * 60_000;
const BOOST_PER_DOUBLING = 6 * HOUR;
const MAX_BOOST = 72 * HOUR;

export function exploreRankAt(dateAnswered: string, likes: number): string {
  const boost = Math.min(BOOST_PER_DOUBLING * Math.log2(1 + Math.max(0, likes)), MAX_BOOST);
  return new Date(Date.parse(dateAnswered) + Math.round(boost)).toISOString();
}
