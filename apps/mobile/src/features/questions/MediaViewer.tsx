import type { MediaItem } from '@qurio/contract';
import { fontSize, fontWeight, lineHeightOf, minTouchTarget, radius, space } from '@qurio/design';
import { Image } from 'expo-image';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, PanResponder, Platform, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { uploadUrl } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { useMediaName } from './AnswerMedia';
import { chevronLeftGlyph, chevronRightGlyph, closeGlyph } from './media-glyphs';
import { fullRendition } from './media-layout';

interface Props {
  media: readonly MediaItem[];
  /** The picture tapped. */
  start: number;
  onClose(): void;
}

/** How far a finger travels sideways before a swipe turns the page. */
const SWIPE = 48;

/**
 * An answer's pictures full screen, one at a time, on black as every photo viewer shows them:
 * the full-size file (a GIF's first frame with reduced motion), its description below, a swipe or
 * the arrow buttons (the arrow keys in the web export) to the next or previous, and Close (as do
 * Android's back button and Escape). A modal dialog for screen readers, named "Pictures".
 */
export function MediaViewer({ media, start, onClose }: Props) {
  const { t } = useTranslation();
  const insets = useSafeAreaInsets();
  const reduceMotion = useReducedMotion();
  const name = useMediaName();
  const count = media.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), count - 1));
  const go = useCallback((step: number) => setIndex((at) => Math.min(count - 1, Math.max(0, at + step))), [count]);
  const swipe = useMemo(
    () =>
      PanResponder.create({
        // Sideways and clearly so: a vertical drag (reading a long description) stays a scroll.
        onMoveShouldSetPanResponder: (_event, gesture) =>
          Math.abs(gesture.dx) > 12 && Math.abs(gesture.dx) > 1.5 * Math.abs(gesture.dy),
        onPanResponderRelease: (_event, gesture) => {
          if (gesture.dx <= -SWIPE) go(1);
          else if (gesture.dx >= SWIPE) go(-1);
        },
      }),
    [go],
  );
  useEffect(() => {
    // The web export: focus goes back to the picture that opened the viewer when it closes.
    if (Platform.OS !== 'web' || typeof document === 'undefined') return;
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus?.();
  }, []);
  useEffect(() => {
    // The web export: the arrow keys turn the pages (the modal itself closes on Escape).
    if (Platform.OS !== 'web' || typeof document === 'undefined') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);
  const item = media[index];
  if (!item) return null;
  const file = fullRendition(item, reduceMotion);
  const label = name(item, index, count);
  return (
    <Modal
      visible
      animationType={reduceMotion ? 'none' : 'fade'}
      onRequestClose={onClose}
      // Drawn under Android's status bar too: the insets below keep the controls out of it.
      statusBarTranslucent
      supportedOrientations={['portrait', 'landscape']}
      // The web export's Modal is the dialog element itself (role="dialog", aria-modal): its name.
      {...({ 'aria-label': t('app.native.media.viewer') } as object)}
    >
      <View accessibilityViewIsModal style={[styles.viewer, { paddingTop: insets.top, paddingBottom: insets.bottom }]}>
        <View style={styles.bar}>
          <Text style={styles.position} accessibilityLiveRegion="polite">
            {count > 1 ? t('app.native.media.position', { number: index + 1, count }) : ''}
          </Text>
          <RoundButton label={t('app.native.media.close')} glyph={closeGlyph} onPress={onClose} autoFocus />
        </View>
        <View style={styles.stage} {...swipe.panHandlers}>
          <Image
            source={{ uri: uploadUrl(file.url) }}
            recyclingKey={file.url}
            contentFit="contain"
            transition={reduceMotion ? 0 : 150}
            // The web export names its <img> by the label (alt); a role on the box around it
            // would be a second, nameless image.
            accessible
            accessibilityRole={Platform.OS === 'web' ? undefined : 'image'}
            accessibilityLabel={label}
            style={styles.image}
          />
          {count > 1 ? (
            <View style={styles.arrows} pointerEvents="box-none">
              <RoundButton
                label={t('app.native.media.previous')}
                glyph={chevronLeftGlyph}
                onPress={() => go(-1)}
                disabled={index === 0}
              />
              <RoundButton
                label={t('app.native.media.next')}
                glyph={chevronRightGlyph}
                onPress={() => go(1)}
                disabled={index === count - 1}
              />
            </View>
          ) : null}
        </View>
        <ScrollView style={styles.altBox} contentContainerStyle={styles.altContent}>
          <Text style={[styles.alt, item.alt.trim() ? null : styles.noAlt]}>
            {item.alt.trim() || t('app.native.media.noAlt')}
          </Text>
        </ScrollView>
      </View>
    </Modal>
  );
}

interface RoundProps {
  label: string;
  glyph: typeof closeGlyph;
  onPress(): void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A 44 × 44 round button, white on dark glass, readable over any picture. */
function RoundButton({ label, glyph, onPress, disabled, autoFocus }: RoundProps) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      accessibilityState={{ disabled: !!disabled }}
      disabled={disabled}
      onPress={onPress}
      // The web export: focus starts on Close, inside the dialog (RNW's Modal keeps it there).
      {...(autoFocus && Platform.OS === 'web' ? { autoFocus: true } : {})}
      style={({ pressed }) => [styles.round, { opacity: disabled ? 0.35 : pressed ? 0.7 : 1 }]}
    >
      <Icon glyph={glyph} size={24} color="#ffffff" />
    </Pressable>
  );
}

const styles = StyleSheet.create({
  // Black in both themes: a picture is judged against black, as every photo viewer shows it.
  viewer: { flex: 1, backgroundColor: '#000000' },
  bar: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: space.sm,
    paddingVertical: space.xs,
  },
  position: { color: '#ffffff', fontSize: fontSize.body, fontWeight: fontWeight.semibold, paddingLeft: space.sm },
  stage: { flex: 1, justifyContent: 'center' },
  image: { width: '100%', height: '100%' },
  arrows: {
    ...StyleSheet.absoluteFill,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: space.sm,
  },
  round: {
    width: minTouchTarget,
    height: minTouchTarget,
    borderRadius: radius.pill,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0,0,0,0.6)',
  },
  altBox: { flexGrow: 0, maxHeight: '30%' },
  altContent: { padding: space.lg },
  alt: { color: '#ffffff', fontSize: fontSize.body, lineHeight: lineHeightOf(fontSize.body) },
  noAlt: { color: '#c7c9d1', fontStyle: 'italic' },
});
