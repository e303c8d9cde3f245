import { ApiError } from '@qurio/client';
import { LIMITS } from '@qurio/contract/limits';
import { space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Avatar } from '../../ui/Avatar';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { ImagePickerButton } from '../settings/ImagePickerButton';
import { StepHeader, StepNav } from './StepParts';

/**
 * Step 1: a picture (uploaded at once, as in the settings), a name and a bio. The name and bio are
 * saved with the settings' profile call when Next is pressed and either changed; Skip moves on
 * without saving them. Sign-up makes the name the username: the field starts empty until the
 * member has chosen one, and left empty keeps it (as on the web).
 */
export function ProfileStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user, updateUser } = useSession();
  const [name, setName] = useState(user && user.fullname !== user.username ? user.fullname : '');
  const [bio, setBio] = useState(user?.bio ?? '');
  const save = useWriteMutation(writes.updateProfile, {
    after: async (result) => {
      await updateUser({ fullname: result.user.fullname, bio: result.user.bio });
      onNext();
    },
    // Saved already (another device): nothing is lost by going on.
    report: (error) => {
      if (error instanceof ApiError && error.code === 'NOTHING_CHANGED') onNext();
    },
  });
  if (!user) return null;

  const next = () => {
    const fullname = name.trim() || user.fullname;
    if (fullname === user.fullname && bio.trim() === user.bio.trim()) onNext();
    else save.mutate({ fullname, bio });
  };
  const failed = save.error && !(save.error instanceof ApiError && save.error.code === 'NOTHING_CHANGED');

  return (
    <>
      <StepHeader title={t('welcome.profile.title')} text={t('welcome.profile.text')} />
      <View style={styles.picture}>
        <Avatar user={user} size={96} />
        <View style={styles.controls}>
          <ImagePickerButton kind="avatar" />
          <Text style={{ color: colors.muted }}>
            {t('welcome.profile.pictureHint', { max: LIMITS.uploadMaxBytes / 1024 / 1024 })}
          </Text>
        </View>
      </View>
      <TextField
        label={t('settings.personal.fullname')}
        hint={t('welcome.profile.nameHint', { username: user.username, max: LIMITS.fullnameMax })}
        value={name}
        maxLength={LIMITS.fullnameMax}
        autoCapitalize="words"
        autoComplete="name"
        onChangeText={(value) => {
          setName(value);
          save.reset();
        }}
      />
      <TextField
        label={t('settings.personal.bio')}
        placeholder={t('settings.personal.bioPlaceholder')}
        value={bio}
        maxLength={LIMITS.bioMax}
        multiline
        autoCapitalize="sentences"
        onChangeText={(value) => {
          setBio(value);
          save.reset();
        }}
      />
      <ErrorText message={failed ? describeError(t, save.error) : null} />
      <StepNav onSkip={onNext} onNext={next} nextLabel={t('welcome.next')} busy={save.isPending} />
    </>
  );
}

const styles = StyleSheet.create({
  picture: { flexDirection: 'row', alignItems: 'center', gap: space.lg },
  controls: { flex: 1, gap: space.xsPlus },
});
