// How a member's text splits into plain runs, @mentions and #hashtags: one rule for the web and the
// phone app (each renders the segments as its own links). Zod-free, like routes and limits.
import { isReservedUsername } from './reserved-usernames.js';

export type RichSegment =
  | { type: 'text'; text: string }
  | { type: 'mention'; text: string; username: string }
  | { type: 'hashtag'; text: string; tag: string };

/**
 * `@name` (a valid username, not inside a word or an e-mail address) and `#tag` (the server's
 * hashtag rule: letters, digits and underscores, not inside a word or an HTML entity).
 */
const TOKEN = /(^|[^\p{L}\p{N}_&@.])(?:@([A-Za-z0-9]{3,15})(?![A-Za-z0-9_])|#([\p{L}\p{N}_]{1,50}))/gu;

/** Splits text into plain runs, mentions and hashtags. */
export function parseRichText(text: string): RichSegment[] {
  const segments: RichSegment[] = [];
  let plain = '';
  let index = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, before = '', username, tag] = match;
    const start = match.index ?? 0;
    const token = whole.slice(before.length);
    if (username !== undefined && isReservedUsername(username)) continue;
    plain += text.slice(index, start) + before;
    if (plain) segments.push({ type: 'text', text: plain });
    plain = '';
    segments.push(
      username !== undefined
        ? { type: 'mention', text: token, username }
        : { type: 'hashtag', text: token, tag: tag ?? '' },
    );
    index = start + whole.length;
  }
  plain += text.slice(index);
  if (plain) segments.push({ type: 'text', text: plain });
  return segments;
}
