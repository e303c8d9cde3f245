import { fontSize, fontWeight, space } from '@qurio/design';
import { answerPath } from '@qurio/queries';
import * as Clipboard from 'expo-clipboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { type SharedAnswer, shareAnswerLink, shareAnswerPicture } from './share-answer';
import { publicUrl } from './share-links';

interface Props {
  answer: SharedAnswer;
  /** The screen's short message (the picture saved, a failure). */
  notify(text: string, error?: boolean): void;
}

/**
 * "Share" on an answer (a card and the answer's page), as the web's share dialog: the answer's
 * link through the system share sheet, the story card as a picture, or the link copied. The
 * choices open in a sheet from the bottom, the phone's place for them.
 */
export function ShareAnswerButton({ answer, notify }: Props) {
  const { t } = useTranslation();
  const { colors, dark } = useTheme();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const username = answer.user.username;

  const run = async (action: () => Promise<unknown>) => {
    setOpen(false);
    setBusy(true);
    try {
      const outcome = await action();
      if (outcome === 'downloaded') notify(t('share.pictureSaved'));
    } catch {
      notify(t('errors.INTERNAL'), true);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    await Clipboard.setStringAsync(publicUrl(answerPath(answer)));
    notify(t('share.copied'));
  };

  return (
    <>
      <Button
        variant="secondary"
        label={t('app.native.share.button')}
        accessibilityLabel={t('app.native.share.answerLabel', { username })}
        busy={busy}
        expanded={open}
        onPress={() => setOpen(true)}
      />
      <Modal visible={open} transparent animationType="slide" onRequestClose={() => setOpen(false)}>
        <Pressable
          style={styles.backdrop}
          accessibilityRole="button"
          accessibilityLabel={t('share.close')}
          onPress={() => setOpen(false)}
        />
        <View
          accessibilityViewIsModal
          aria-label={t('share.answerDialogTitle')}
          style={[styles.sheet, { backgroundColor: colors.card, borderColor: colors.border }]}
        >
          <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
            {t('share.answerDialogTitle')}
          </Text>
          <Button label={t('app.native.share.link')} onPress={() => void run(() => shareAnswerLink(t, answer))} />
          <Button
            variant="secondary"
            label={t('share.picture')}
            onPress={() => void run(() => shareAnswerPicture(t, answer, dark))}
          />
          <Button variant="secondary" label={t('share.copy')} onPress={() => void run(copy)} />
          <Button variant="secondary" label={t('share.close')} onPress={() => setOpen(false)} />
        </View>
      </Modal>
    </>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, backgroundColor: 'rgba(0,0,0,0.5)' },
  sheet: {
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
    borderWidth: 1,
    padding: space.xl,
    paddingBottom: space.xxxl,
    gap: space.smPlus,
  },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold, marginBottom: space.xs },
});
