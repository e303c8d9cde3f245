import { isReservedUsername } from '@qurio/contract/limits';
import { Link } from 'react-router';
import { pathTo } from '../app/routes';

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

/**
 * User text with @mentions linked to profiles and #hashtags linked to search (SPEC §2). Built from
 * text nodes and links only: nothing a user writes is ever parsed as HTML.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {parseRichText(text).map((segment, i) => {
        if (segment.type === 'text') return segment.text;
        const to =
          segment.type === 'mention'
            ? pathTo('Profile', { username: segment.username })
            : pathTo('Search', { term: `#${segment.tag}` });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text never reorder.
          <Link key={i} to={to}>
            {segment.text}
          </Link>
        );
      })}
    </span>
  );
}
