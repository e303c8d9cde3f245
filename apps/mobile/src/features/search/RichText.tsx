import { parseRichText } from '@qurio/contract/rich-text';
import { Link } from 'expo-router';
import { Text, type TextProps } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { searchHref } from './search-term';

/**
 * A member's text (question, answer, bio) whose @mentions open the profile and #hashtags their
 * search (SPEC §2). Only text and links: nothing a member writes is read as markup.
 */
export function RichText({ children, ...props }: TextProps & { children: string }) {
  const { colors } = useTheme();
  return (
    <Text {...props}>
      {parseRichText(children).map((segment, index) => {
        if (segment.type === 'text') return segment.text;
        const href = segment.type === 'mention' ? `/${segment.username}` : searchHref(segment.text);
        // Underlined as on the web: in a line of text, colour alone does not tell a link (axe,
        // link-in-text-block: the purple is 2.7:1 against the text around it).
        return (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move.
            key={index}
            href={href}
            accessibilityRole="link"
            style={{ color: colors.primaryText, textDecorationLine: 'underline' }}
          >
            {segment.text}
          </Link>
        );
      })}
    </Text>
  );
}
