import { space } from '@qurio/design';
import { type ImageKind, writes } from '@qurio/queries';
import * as ImagePicker from 'expo-image-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { useSession } from '../session/SessionProvider';
import { filePart, precheck } from './image-upload';
import { SavedText } from './SettingsPage';

/** The picture and the cover are cut as the profile shows them. */
const ASPECT: Record<ImageKind, [number, number]> = { avatar: [1, 1], cover: [3, 1] };

/**
 * "Change profile picture" / "Change cover": the system photo picker (no permission needed for
 * it) runs here, on the screen; the picked file goes to the shared write `writes.uploadImage`, the
 * web's upload, which puts the new path in every cached place; the stored session takes it too.
 */
export function ImagePickerButton({ kind }: { kind: ImageKind }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const [picking, setPicking] = useState(false);
  // What the app refuses before sending (too large, not a picture), shown as the server's error.
  const [refused, setRefused] = useState<Error | null>(null);
  const upload = useWriteMutation(writes.uploadImage, { after: (paths) => updateUser(paths) });

  const pick = async () => {
    setRefused(null);
    upload.reset();
    setPicking(true);
    try {
      const result = await ImagePicker.launchImageLibraryAsync({
        mediaTypes: ['images'],
        allowsEditing: true,
        aspect: ASPECT[kind],
        quality: 0.9,
      });
      const asset = result.canceled ? undefined : result.assets[0];
      if (!asset) return;
      const problem = precheck(asset);
      if (problem) setRefused(problem);
      // React Native's FormData takes the file part where the DOM's takes a Blob.
      else upload.mutate({ kind, file: filePart(asset) as unknown as Blob });
    } finally {
      setPicking(false);
    }
  };

  const label = kind === 'avatar' ? t('settings.images.changeAvatar') : t('settings.images.changeCover');
  const saved = kind === 'avatar' ? t('settings.images.avatarSaved') : t('settings.images.coverSaved');
  const error = refused ?? upload.error;
  return (
    <View style={{ gap: space.xsPlus }}>
      <Button
        variant="secondary"
        label={label}
        busy={picking || upload.isPending}
        onPress={() => {
          void pick();
        }}
      />
      {upload.isPending ? <SavedText message={t('settings.images.uploading')} /> : null}
      <SavedText message={upload.isSuccess ? saved : null} />
      <ErrorText message={error ? describeError(t, error) : null} />
    </View>
  );
}
