import type { MediaItem } from '@qurio/contract';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Image } from 'expo-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PixelRatio, Platform, Pressable, StyleSheet, Text, useWindowDimensions, View } from 'react-native';
import { uploadUrl } from '../../ui/Avatar';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { chooseRendition, layoutTiles } from './media-layout';

const GAP = space.xs;

/**
 * A tile is a picture that opens: on the phones one element that is both (iOS reads "image,
 * button"); the web export has no such role, so there it is a button whose name is the alt text
 * (the <img> inside is then decorative, or axe hears the description twice).
 */
const TILE_ROLE = Platform.OS === 'web' ? 'button' : 'imagebutton';

/** The name of a picture for screen readers: its description, or its place when it has none. */
export function useMediaName() {
  const { t } = useTranslation();
  return (item: MediaItem, index: number, count: number) =>
    item.alt.trim() || t('app.native.media.picture', { number: index + 1, count });
}

interface Props {
  media: readonly MediaItem[];
  /**
   * Opens the viewer at a picture. The card renders the viewer beside its own pressable, not in
   * it: events bubble through React's tree, portals included, and a tap in the viewer would
   * otherwise also open the answer's page.
   */
  onOpen(index: number): void;
}

/**
 * An answer's pictures in its card: one at its own shape (its height capped), two to four in a
 * grid, each loading the smallest file that is sharp at its size on this screen (PixelRatio); a GIF
 * moves unless the system asks for less motion, and says it is one.
 */
export function AnswerMedia({ media, onOpen }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const reduceMotion = useReducedMotion();
  const name = useMediaName();
  const screen = useWindowDimensions();
  // The card's inner width before the first layout (the list's and the card's padding), so the
  // block has its height from the first frame and nothing below it moves.
  const [width, setWidth] = useState(() => Math.max(0, screen.width - 2 * (space.md + space.mdPlus)));
  if (media.length === 0) return null;
  const { tiles, height } = layoutTiles(media, width, GAP);
  const density = PixelRatio.get();
  return (
    <View
      testID="answer-media"
      onLayout={(event) => {
        const measured = Math.round(event.nativeEvent.layout.width);
        if (measured > 0 && measured !== width) setWidth(measured);
      }}
      style={[styles.block, { height }]}
    >
      {media.map((item, index) => {
        const tile = tiles[index];
        if (!tile) return null;
        const file = chooseRendition(item, PixelRatio.roundToNearestPixel(tile.width) * density, reduceMotion);
        return (
          <Pressable
            key={item.id}
            accessibilityRole={TILE_ROLE}
            // A GIF says so in its name too: the badge's word is part of what the tile shows.
            accessibilityLabel={
              item.kind === 'animated'
                ? t('app.native.media.gifName', { description: name(item, index, media.length) })
                : name(item, index, media.length)
            }
            accessibilityHint={t('app.native.media.openHint')}
            onPress={() => onOpen(index)}
            style={[styles.tile, { ...tile, backgroundColor: colors.surfaceSunken }]}
          >
            <Image
              testID="answer-media-image"
              source={{ uri: uploadUrl(file.url) }}
              recyclingKey={file.url}
              cachePolicy="memory-disk"
              contentFit="cover"
              transition={reduceMotion ? 0 : 120}
              // The tile carries the name; the picture inside is not a second element.
              accessible={false}
              accessibilityLabel=""
              style={StyleSheet.absoluteFill}
            />
            {item.kind === 'animated' ? (
              <Text style={styles.badge} accessible={false} importantForAccessibility="no">
                {t('app.native.media.gif')}
              </Text>
            ) : null}
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { position: 'relative', width: '100%', borderRadius: radius.sm, overflow: 'hidden', marginVertical: space.xs },
  tile: { position: 'absolute', overflow: 'hidden' },
  badge: {
    position: 'absolute',
    left: space.sm,
    bottom: space.sm,
    paddingHorizontal: space.xsPlus,
    paddingVertical: space.xxs,
    borderRadius: radius.sm,
    overflow: 'hidden',
    // White on 75 % black: above 4.5:1 on any picture beneath.
    backgroundColor: 'rgba(0,0,0,0.75)',
    color: '#ffffff',
    fontSize: fontSize.caption,
    fontWeight: fontWeight.bold,
  },
});
