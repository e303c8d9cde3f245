import { LIMITS } from '@qurio/contract/limits';
import { radius } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image, StyleSheet, Text } from 'react-native';
import { serverUrl } from '../../api/config';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { ImagePickerButton } from './ImagePickerButton';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

/** `/settings/personal`: the pictures, the name and the bio (SPEC §2, §7 "profile"). */
export function PersonalSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user } = useSession();
  if (!user) return null;
  return (
    <SettingsPage page="personal">
      <SettingsCard title={t('settings.personal.imagesTitle')}>
        {user.cover ? (
          <Image
            accessibilityLabel={t('settings.personal.coverAlt')}
            source={{ uri: `${serverUrl()}${user.cover}` }}
            style={styles.cover}
          />
        ) : null}
        {user.image ? (
          <Image
            accessibilityLabel={t('settings.personal.avatarAlt')}
            source={{ uri: `${serverUrl()}${user.image}` }}
            style={styles.avatar}
          />
        ) : null}
        <Text style={{ color: colors.muted }}>
          {t('settings.personal.imagesHint', { max: LIMITS.uploadMaxBytes / 1024 / 1024 })}
        </Text>
        <ImagePickerButton kind="avatar" />
        <ImagePickerButton kind="cover" />
      </SettingsCard>
      <ProfileForm fullname={user.fullname} bio={user.bio} />
    </SettingsPage>
  );
}

function ProfileForm(initial: { fullname: string; bio: string }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const [values, setValues] = useState(initial);
  // `writes.updateProfile`: `me`, the own profile and the cards take the answer; the session too.
  const save = useWriteMutation(writes.updateProfile, {
    after: async ({ user }) => {
      setValues({ fullname: user.fullname, bio: user.bio });
      await updateUser({ fullname: user.fullname, bio: user.bio });
    },
  });
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  return (
    <SettingsCard title={t('settings.personal.aboutTitle')}>
      <TextField
        label={t('settings.personal.fullname')}
        hint={t('settings.personal.fullnameHint', { max: LIMITS.fullnameMax })}
        value={values.fullname}
        onChangeText={change('fullname')}
        maxLength={LIMITS.fullnameMax}
        autoCapitalize="words"
        autoComplete="name"
      />
      <TextField
        label={t('settings.personal.bio')}
        placeholder={t('settings.personal.bioPlaceholder')}
        value={values.bio}
        onChangeText={change('bio')}
        maxLength={LIMITS.bioMax}
        autoCapitalize="sentences"
        multiline
      />
      <ErrorText message={save.error ? describeError(t, save.error) : null} />
      <SavedText message={save.isSuccess ? t('settings.personal.saved') : null} />
      <Button label={t('settings.save')} busy={save.isPending} onPress={() => save.mutate(values)} />
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  cover: { width: '100%', aspectRatio: 3, borderRadius: radius.sm },
  avatar: { width: 88, height: 88, borderRadius: radius.pill },
});
