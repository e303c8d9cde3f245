import { browserShareEnv, type PictureShareOutcome, shareServerPicture } from '@qurio/client/browser-share';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../i18n/error-messages';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import type { ShareTarget } from './ShareDialog';

/**
 * "Share as picture" for a target: fetches its card and shares or saves it (as the app's web
 * export does, @qurio/client/browser-share), busy meanwhile; a
 * saved picture says so, a card that cannot be had shows the generic error. The share dialog and
 * the welcome's last step use it.
 */
export function useSharePictureCard(target: ShareTarget) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const share = async (): Promise<PictureShareOutcome | null> => {
    setBusy(true);
    try {
      const { fileName, path } = target.picture;
      const env = browserShareEnv({ navigator, document });
      const outcome = await shareServerPicture({ url: path(), fileName, title: target.title }, env);
      if (outcome === 'downloaded') showSnack(t('share.pictureSaved'));
      return outcome;
    } catch {
      showErrorSnack(translateErrorCode(t, 'INTERNAL'));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { share, busy };
}
