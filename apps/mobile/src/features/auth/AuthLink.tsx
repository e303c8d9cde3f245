import { type Href, Link } from 'expo-router';
import { Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { authStyles } from './auth-styles';

/**
 * The link under a sign-in form to its sibling screen ("Sign up", "Log in", "Back to log in"): it
 * replaces the screen rather than stacking one form on another, in a 44 pt touch target.
 */
export function AuthLink({ href, label }: { href: Href; label: string }) {
  const { colors } = useTheme();
  return (
    <Link href={href} replace accessibilityRole="link" accessibilityLabel={label} style={touchTarget}>
      <Text style={[authStyles.link, { color: colors.primary }]}>{label}</Text>
    </Link>
  );
}
