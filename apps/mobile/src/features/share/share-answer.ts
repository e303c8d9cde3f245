import { answerCardFileName, answerCardPath, answerPath } from '@qurio/queries';
import type { TFunction } from 'i18next';
import { Share } from 'react-native';
import { type ShareFileOutcome, shareServerFile } from './share-file';
import { publicUrl } from './share-links';

/** What sharing needs of an answer: its id and who answered (never who asked). */
export interface SharedAnswer {
  id: number;
  user: { username: string };
}

/** The system share sheet with the answer's link; the link rides in `message` too (Android shares only that). */
export async function shareAnswerLink(t: TFunction, answer: SharedAnswer): Promise<void> {
  const url = publicUrl(answerPath(answer));
  const title = t('share.answerDialogTitle');
  await Share.share(
    { title, message: `${t('share.answerMessage', { username: answer.user.username })} ${url}`, url },
    { dialogTitle: title, subject: title },
  );
}

/** "Share as picture": the answer's story card, drawn by the server, to the share sheet. */
export function shareAnswerPicture(t: TFunction, answer: SharedAnswer, night: boolean): Promise<ShareFileOutcome> {
  return shareServerFile({
    url: publicUrl(answerCardPath(answer.id, night)),
    fileName: answerCardFileName(answer),
    mimeType: 'image/png',
    uti: 'public.png',
    title: t('share.picture'),
  });
}
