import { Image } from 'expo-image';
import { StyleSheet, Text, View } from 'react-native';
import { serverUrl } from '../../api/config';
import { useTheme } from '../../ui/theme/ThemeProvider';

/**
 * A member's face in the discovery rows: the uploaded picture, else their initial on a tinted
 * circle. A stand-in until the shared `ui/Avatar` (with the spec's default avatars) lands; it is
 * decorative, the row's label names the person.
 */
export function PersonFace({ user, size }: { user: { username: string; image: string | null }; size: number }) {
  const { colors } = useTheme();
  const box = { width: size, height: size, borderRadius: size / 2 };
  if (user.image) {
    return (
      <Image
        source={{ uri: `${serverUrl()}${user.image}` }}
        style={[box, { backgroundColor: colors.border }]}
        accessible={false}
        cachePolicy="memory-disk"
        transition={120}
      />
    );
  }
  return (
    <View
      accessible={false}
      importantForAccessibility="no-hide-descendants"
      style={[box, styles.center, { backgroundColor: colors.primary }]}
    >
      <Text style={[styles.initial, { color: colors.onPrimary, fontSize: size * 0.42 }]}>
        {user.username.slice(0, 1).toUpperCase()}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  center: { alignItems: 'center', justifyContent: 'center' },
  initial: { fontWeight: '700' },
});
