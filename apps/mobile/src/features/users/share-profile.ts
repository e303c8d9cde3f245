import type { TFunction } from 'i18next';
import { Share } from 'react-native';
import { serverUrl } from '../../api/config';

/** The public address of a profile: the Qurio site serves /{username}. */
export function profileUrl(username: string): string {
  return `${serverUrl()}/${username}`;
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
