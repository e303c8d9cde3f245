import { useMutation } from '@tanstack/react-query';
import * as ImagePicker from 'expo-image-picker';
import { useTranslation } from 'react-i18next';
import { View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { filePart, type ImageKind, precheck, uploadImage } from './image-upload';
import { SavedText } from './SettingsPage';
import { useUpdateMe } from './session-sync';

/** The picture and the cover are cut as the profile shows them. */
const ASPECT: Record<ImageKind, [number, number]> = { avatar: [1, 1], cover: [3, 1] };

/**
 * "Change profile picture" / "Change cover": the system photo picker (no permission needed for
 * it), then the upload; the session and the profile take the new path.
 */
export function ImagePickerButton({ kind }: { kind: ImageKind }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const upload = useMutation({
    mutationFn: async () => {
      const result = await ImagePicker.launchImageLibraryAsync({
        mediaTypes: ['images'],
        allowsEditing: true,
        aspect: ASPECT[kind],
        quality: 0.9,
      });
      const asset = result.canceled ? undefined : result.assets[0];
      if (!asset) return false;
      const problem = precheck(asset);
      if (problem) throw problem;
      await updateMe(await uploadImage(kind, filePart(asset)));
      return true;
    },
  });
  const label = kind === 'avatar' ? t('settings.images.changeAvatar') : t('settings.images.changeCover');
  const saved = kind === 'avatar' ? t('settings.images.avatarSaved') : t('settings.images.coverSaved');
  return (
    <View style={{ gap: 6 }}>
      <Button variant="secondary" label={label} busy={upload.isPending} onPress={() => upload.mutate()} />
      {upload.isPending ? <SavedText message={t('settings.images.uploading')} /> : null}
      <SavedText message={upload.data ? saved : null} />
      <ErrorText message={upload.error ? describeError(t, upload.error) : null} />
    </View>
  );
}
