import { profileCardFileName, profileCardPath } from '@qurio/queries';
import type { TFunction } from 'i18next';
import { Share } from 'react-native';
import { type ShareFileOutcome, shareServerFile } from './share-file';
import { publicUrl } from './share-links';

/** The public address of a profile: the Qurio site serves /{username}. */
export function profileUrl(username: string): string {
  return publicUrl(`/${username}`);
}

/**
 * The system share sheet with the profile's link (SPEC §2 "Share"). Android shares only
 * `message`, so the link rides in it as well as in `url` (iOS).
 */
export async function shareProfile(t: TFunction, username: string): Promise<void> {
  const url = profileUrl(username);
  await Share.share(
    { title: t('share.dialogTitle'), message: `${t('share.message', { username })} ${url}`, url },
    { dialogTitle: t('share.dialogTitle'), subject: t('share.dialogTitle') },
  );
}

/** "Share profile as picture": the profile's story card to the share sheet. */
export function shareProfilePicture(t: TFunction, username: string, night: boolean): Promise<ShareFileOutcome> {
  return shareServerFile({
    url: publicUrl(profileCardPath(username, night)),
    fileName: profileCardFileName(username),
    mimeType: 'image/png',
    uti: 'public.png',
    title: t('share.profilePicture'),
  });
}
