import { space } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ReportDialog } from '../safety/ReportDialog';
import { useSession } from '../session/SessionProvider';
import { shareProfile } from '../share/share-profile';
import { FollowButton } from './FollowButton';
import type { ShowNotice } from './notice';
import { type PublicUser, useBlockToggle, useReportUser } from './profile-actions';

/**
 * SPEC §2 "Action menu": one's own profile offers Share only; another's Follow, and behind
 * 'More actions' Report this user, Block and Share. The menu opens in place rather than in a
 * second modal, so the block confirmation never stacks on top of another modal.
 */
export function ProfileActions({ user, own, onNotice }: { user: PublicUser; own: boolean; onNotice: ShowNotice }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const [open, setOpen] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const report = useReportUser();
  const block = useBlockToggle((blocked) =>
    onNotice(t(blocked ? 'profile.blockedDone' : 'profile.unblockedDone'), false),
  );
  const failed = (error: unknown) => onNotice(describeError(t, error), true);

  const share = () => {
    shareProfile(t, user.username).catch(() => onNotice(t('errors.INTERNAL'), true));
  };
  const shareButton = <Button variant="secondary" label={t('profile.share')} onPress={share} />;
  if (own) return <View style={styles.row}>{shareButton}</View>;

  const signedIn = (action: () => void) => () => {
    // Guests learn at once that these need an account, not after confirming (SPEC §5).
    if (!me) onNotice(t('errors.SIGN_IN_REQUIRED'), true);
    else action();
  };

  return (
    <View style={styles.box}>
      <View style={styles.row}>
        <FollowButton user={user} onNotice={onNotice} />
        <Button
          variant="secondary"
          label={t('profile.actions')}
          expanded={open}
          onPress={() => setOpen((value) => !value)}
        />
      </View>
      {open ? (
        <View style={styles.row}>
          <Button
            variant="secondary"
            label={t('profile.report')}
            busy={report.isPending}
            onPress={signedIn(() => setReporting(true))}
          />
          <Button
            variant="danger"
            label={t('profile.block')}
            busy={block.isPending}
            onPress={signedIn(() => setConfirmBlock(true))}
          />
          {shareButton}
        </View>
      ) : null}
      <ReportDialog
        visible={reporting}
        target="user"
        onCancel={() => setReporting(false)}
        onSend={(reason) => {
          setReporting(false);
          report.mutate({ user, reason }, { onSuccess: () => onNotice(t('profile.reported'), false), onError: failed });
        }}
      />
      <ConfirmDialog
        visible={confirmBlock}
        title={t('profile.blockTitle')}
        message={t('profile.blockConfirm')}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          block.mutate({ user }, { onError: failed });
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.sm },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: space.smPlus },
});
