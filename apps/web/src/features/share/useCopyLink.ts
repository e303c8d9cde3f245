import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../i18n/error-messages';
import { showErrorSnack, showSnack } from '../../ui/snack-store';

/**
 * Copies an address to the clipboard: a snack says so and `copied` stays true for two seconds
 * (the button shows "Copied"); a clipboard failure shows the generic error (SPEC §2).
 */
export function useCopyLink(url: string) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showSnack(t('share.copied'));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      showErrorSnack(translateErrorCode(t, 'INTERNAL'));
    }
  };
  return { copy, copied };
}
