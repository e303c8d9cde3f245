import { space } from '@qurio/design';
import { type Href, Link } from 'expo-router';
import { StyleSheet, Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { authStyles } from './auth-styles';

/**
 * The link under a sign-in form to its sibling screen ("Sign up", "Log in", "Back to log in"): it
 * replaces the screen rather than stacking one form on another, in a 44 pt touch target whose top
 * reaches over the sentence above it, so the words sit where they did.
 */
export function AuthLink({ href, label }: { href: Href; label: string }) {
  const { colors } = useTheme();
  return (
    <Link href={href} replace accessibilityRole="link" accessibilityLabel={label} style={[touchTarget, styles.link]}>
      <Text style={[authStyles.link, { color: colors.primary }]}>{label}</Text>
    </Link>
  );
}

const styles = StyleSheet.create({ link: { marginTop: -space.md } });
