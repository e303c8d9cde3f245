import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { profileUrl } from '../share/share-profile';
import type { ShowNotice } from './notice';
import { type PublicUser, useBlockToggle } from './profile-actions';

/**
 * What replaces a profile's actions, ask form and answers (SPEC §2): the suspended notice, the
 * blocker's 'You have blocked this user!' with Unblock, or 'You are blocked!' for the one blocked.
 */
export function ProfileNotice({ user, onNotice }: { user: PublicUser; onNotice: ShowNotice }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [confirming, setConfirming] = useState(false);
  const unblock = useBlockToggle((blocked) =>
    onNotice(t(blocked ? 'profile.blockedDone' : 'profile.unblockedDone'), false),
  );

  if (user.isSuspended) {
    return (
      <View style={[styles.panel, { borderColor: colors.border, backgroundColor: colors.card }]}>
        <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
          {t('profile.suspendedTitle')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('profile.suspendedText')}</Text>
        <Button
          variant="secondary"
          label={t('profile.learnMore')}
          // The terms live on the website: the app has no page of its own for them.
          onPress={() => void Linking.openURL(profileUrl('terms')).catch(() => undefined)}
        />
      </View>
    );
  }

  return (
    <View style={[styles.panel, { borderColor: colors.border, backgroundColor: colors.card }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {user.blockedByMe ? t('profile.blockedByMe') : t('profile.blockedBy')}
      </Text>
      {user.blockedByMe ? (
        <>
          <Button
            variant="secondary"
            label={t('profile.unblock')}
            busy={unblock.isPending}
            onPress={() => setConfirming(true)}
          />
          <ConfirmDialog
            visible={confirming}
            title={t('profile.unblockTitle')}
            message={t('profile.unblockConfirm')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              unblock.mutate({ user }, { onError: (error) => onNotice(describeError(t, error), true) });
            }}
          />
        </>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  panel: {
    marginHorizontal: space.md,
    padding: space.lg,
    gap: space.smPlus,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
    alignItems: 'center',
  },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold, textAlign: 'center' },
});
