import { Link } from 'expo-router';
import { Text, type TextProps } from 'react-native';
import { useTheme } from '../theme/ThemeProvider';
import { searchHref } from './search-term';

// The server's own hashtag rule (apps/server search `hashtagOf`): letters, digits and '_'.
const HASHTAG = /(#[\p{L}\p{N}_]{1,50})/u;

/** Text whose #hashtags open their search (SPEC §2: hashtag clicks lead to the search). */
export function HashtagText({ children, ...props }: TextProps & { children: string }) {
  const { colors } = useTheme();
  const parts = children.split(new RegExp(HASHTAG.source, 'gu'));
  return (
    <Text {...props}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
          <Link key={index} href={searchHref(part)} accessibilityRole="link" style={{ color: colors.primary }}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
