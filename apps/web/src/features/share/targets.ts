import { answerCardFileName, answerCardPath, answerPath, profileCardFileName, profileCardPath } from '@qurio/queries';
import type { TFunction } from 'i18next';
import type { ShareTarget } from './ShareDialog';

function isNight(): boolean {
  return document.documentElement.dataset.theme === 'night';
}

/** A profile: its address, and its story card as the picture. */
export function profileShareTarget(t: TFunction, username: string): ShareTarget {
  return {
    heading: t('share.dialogTitle'),
    path: `/${username}`,
    text: t('share.message', { username }),
    title: `${username} - Qurio`,
    picture: {
      path: () => profileCardPath(username, isNight()),
      fileName: profileCardFileName(username),
      label: t('share.profilePicture'),
    },
  };
}

/** An answer: its page, and its story card (never who asked: the card has no asker). */
export function answerShareTarget(t: TFunction, answer: { id: number; user: { username: string } }): ShareTarget {
  const { username } = answer.user;
  return {
    heading: t('share.answerDialogTitle'),
    path: answerPath(answer),
    text: t('share.answerMessage', { username }),
    title: `${username} - Qurio`,
    picture: {
      path: () => answerCardPath(answer.id, isNight()),
      fileName: answerCardFileName(answer),
      label: t('share.picture'),
    },
  };
}
