import { parseRichText } from '@qurio/contract/rich-text';
import { Link } from 'react-router';
import { pathTo } from '../lib/paths';

export { parseRichText, type RichSegment } from '@qurio/contract/rich-text';

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
