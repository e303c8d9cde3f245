import { LIMITS } from '@qurio/contract/limits';
import { fontSize, fontWeight, minTouchTarget, pictureGlyph, radius, space, trashGlyph } from '@qurio/design';
import { Image } from 'expo-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { uploadUrl } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { cameraGlyph } from './media-glyphs';
import { chooseRendition } from './media-layout';
import type { useAttachments } from './useAttachments';

const THUMB = 72;

/**
 * The answer form's pictures: "Add a picture" (then Photo library or Camera) while fewer than
 * LIMITS.mediaPerAnswer, and for each picture its preview, its description (required by the
 * form, read aloud to people who cannot see it) and a remove button.
 */
export function MediaAttachments({
  state,
  disabled,
}: {
  state: ReturnType<typeof useAttachments>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [choosing, setChoosing] = useState(false);
  const full = state.remaining <= 0;
  return (
    <View style={styles.block}>
      {state.items.map((item, index) => {
        const number = index + 1;
        const thumb = item.media ? uploadUrl(chooseRendition(item.media, THUMB * 2, true).url) : item.preview;
        return (
          <View key={item.key} style={styles.row}>
            <View style={[styles.thumb, { backgroundColor: colors.surfaceSunken, borderColor: colors.border }]}>
              {thumb ? (
                <Image
                  source={{ uri: thumb }}
                  contentFit="cover"
                  accessible={false}
                  accessibilityLabel=""
                  style={StyleSheet.absoluteFill}
                />
              ) : null}
              {item.media ? null : (
                <View style={styles.busy}>
                  <ActivityIndicator color="#ffffff" accessibilityLabel={t('app.native.media.uploading')} />
                </View>
              )}
            </View>
            <View style={styles.alt}>
              <TextField
                label={t('app.native.media.altLabel')}
                accessibilityLabel={t('app.native.media.altName', { number })}
                placeholder={t('app.native.media.altPlaceholder')}
                value={item.alt}
                onChangeText={(alt) => state.describe(item.key, alt)}
                maxLength={LIMITS.altMax}
                multiline
                autoCapitalize="sentences"
              />
            </View>
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t('app.native.media.remove', { number })}
              disabled={disabled}
              onPress={() => state.remove(item.key)}
              style={({ pressed }) => [styles.iconButton, styles.remove, { opacity: pressed ? 0.6 : 1 }]}
            >
              <Icon glyph={trashGlyph} size={22} color={colors.danger} />
            </Pressable>
          </View>
        );
      })}
      <View style={styles.toolbar}>
        {full ? null : (
          <Pressable
            accessibilityRole="button"
            accessibilityLabel={t('app.native.media.add')}
            accessibilityState={{ expanded: choosing, disabled: !!disabled || state.picking }}
            disabled={disabled || state.picking}
            onPress={() => setChoosing((open) => !open)}
            style={({ pressed }) => [
              styles.iconButton,
              styles.add,
              { borderColor: colors.border, opacity: pressed || disabled ? 0.6 : 1 },
              choosing ? { backgroundColor: colors.surfaceSunken } : null,
            ]}
          >
            <Icon glyph={pictureGlyph} size={24} color={colors.primary} />
          </Pressable>
        )}
        {state.items.length > 0 ? (
          <Text style={[styles.count, { color: colors.muted }]}>
            {t('app.native.media.count', { count: state.items.length, max: LIMITS.mediaPerAnswer })}
          </Text>
        ) : null}
      </View>
      {choosing && !full ? (
        <View style={styles.choices}>
          {(['library', 'camera'] as const).map((source) => (
            <Pressable
              key={source}
              accessibilityRole="button"
              accessibilityLabel={t(`app.native.media.${source}`)}
              disabled={disabled || state.picking}
              onPress={() => {
                setChoosing(false);
                void state.add(source);
              }}
              style={({ pressed }) => [styles.choice, { borderColor: colors.primary, opacity: pressed ? 0.7 : 1 }]}
            >
              <Icon glyph={source === 'camera' ? cameraGlyph : pictureGlyph} size={20} color={colors.primary} />
              <Text style={[styles.choiceText, { color: colors.primary }]}>{t(`app.native.media.${source}`)}</Text>
            </Pressable>
          ))}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: space.sm },
  row: { flexDirection: 'row', alignItems: 'flex-start', gap: space.sm },
  thumb: {
    width: THUMB,
    height: THUMB,
    marginTop: space.lg,
    borderRadius: radius.sm,
    borderWidth: StyleSheet.hairlineWidth,
    overflow: 'hidden',
  },
  busy: {
    ...StyleSheet.absoluteFill,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0,0,0,0.4)',
  },
  alt: { flex: 1 },
  iconButton: {
    width: minTouchTarget,
    height: minTouchTarget,
    borderRadius: radius.pill,
    alignItems: 'center',
    justifyContent: 'center',
  },
  // Level with the description's box, below its label.
  remove: { marginTop: space.lg },
  add: { borderWidth: 1 },
  toolbar: { flexDirection: 'row', alignItems: 'center', gap: space.sm },
  count: { fontSize: fontSize.small },
  choices: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm },
  choice: {
    minHeight: minTouchTarget,
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.xsPlus,
    paddingHorizontal: space.lg,
    borderWidth: 1,
    borderRadius: radius.pill,
  },
  choiceText: { fontSize: fontSize.body, fontWeight: fontWeight.semibold },
});
