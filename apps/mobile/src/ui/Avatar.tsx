import { Image } from 'expo-image';
import { StyleSheet, View } from 'react-native';
import { serverUrl } from '../api/config';
import { useTheme } from './theme/ThemeProvider';

/**
 * Where the server keeps a picture, as an absolute URL the phone can load: images are stored as
 * names under the uploads area, and the API's paths are relative to the server (the web's
 * ui/Avatar.tsx, resolved against the app's API base URL). Full URLs pass through.
 */
export function uploadUrl(image: string): string {
  if (/^(https?:|blob:|data:|file:)/.test(image)) return image;
  return `${serverUrl()}${image.startsWith('/') ? image : `/uploads/${image}`}`;
}

/** SPEC §3: without an image, the default avatar is picked by the last digit of the user id. */
export function defaultAvatarUrl(userId: number): string {
  return `${serverUrl()}/avatars/default-${Math.abs(Math.trunc(userId)) % 10}.svg`;
}

export function avatarUrl(user: { id: number; image: string | null }): string {
  return user.image ? uploadUrl(user.image) : defaultAvatarUrl(user.id);
}

interface AvatarProps {
  user: { id: number; image: string | null };
  size?: number;
  /** Omitted when the name is written beside the picture, so a screen reader does not read it twice. */
  label?: string;
}

/**
 * A member's round picture, a fixed square so nothing moves when it arrives; the sunken circle
 * stands in while it loads. Cached in memory and on disk (expo-image), so a feed scrolled back
 * does not load it again.
 */
export function Avatar({ user, size = 40, label }: AvatarProps) {
  const { colors } = useTheme();
  const uri = avatarUrl(user);
  return (
    <Image
      testID="avatar"
      source={{ uri }}
      recyclingKey={uri}
      cachePolicy="memory-disk"
      contentFit="cover"
      transition={120}
      accessible={!!label}
      accessibilityRole={label ? 'image' : undefined}
      // Without a label the picture is decorative (the name is beside it): an empty alt on the web
      // (expo-image 57 writes the main <img>'s alt from accessibilityLabel only, never from `alt`).
      accessibilityLabel={label ?? ''}
      style={[styles.round, { width: size, height: size, borderRadius: size / 2, backgroundColor: colors.border }]}
    />
  );
}

/**
 * A profile's cover across the screen's width at a fixed height; without one, a plain band in the
 * theme's colour keeps the same place so the header never jumps.
 */
export function Cover({ cover, height = 120 }: { cover: string | null; height?: number }) {
  const { colors } = useTheme();
  const style = [styles.cover, { height, backgroundColor: colors.border }];
  if (!cover) return <View testID="cover" style={style} />;
  const uri = uploadUrl(cover);
  return (
    <Image
      testID="cover"
      source={{ uri }}
      recyclingKey={uri}
      cachePolicy="memory-disk"
      contentFit="cover"
      transition={120}
      accessible={false}
      accessibilityLabel=""
      style={style}
    />
  );
}

const styles = StyleSheet.create({
  round: { overflow: 'hidden', flexShrink: 0 },
  cover: { width: '100%' },
});
