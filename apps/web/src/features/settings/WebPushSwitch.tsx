import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { showErrorSnack } from '../../ui/snack-store';
import { readWebPushState, turnWebPushOff, turnWebPushOn, type WebPushState } from '../push/web-push';
import shared from './Settings.module.css';

/**
 * "Push notifications on this device": this browser's Web Push subscription, which follows the
 * switches above like the app's. Off where the browser cannot (no service worker or Push API) or
 * the member blocked notifications for the site, with the reason as its hint.
 */
export function WebPushSwitch() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const [state, setState] = useState<WebPushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readWebPushState()
      .catch(() => 'off' as const)
      .then((read) => {
        if (live) setState(read);
      });
    return () => {
      live = false;
    };
  }, []);

  const flip = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? turnWebPushOn() : turnWebPushOff()));
    } catch (error) {
      if (error instanceof ApiError) showCallError(error);
      else showErrorSnack(t(on ? 'settings.webPush.failedOn' : 'settings.webPush.failedOff'));
      setState(await readWebPushState().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  const hint =
    state === 'unsupported'
      ? t('settings.webPush.unsupported')
      : state === 'denied'
        ? t('settings.webPush.denied')
        : t('settings.webPush.hint');
  const checked = state === 'on';
  return (
    <ul className={shared.toggleList}>
      <li>
        <label className={shared.toggle}>
          <span className={shared.toggleText}>
            <span id={labelId} className={shared.toggleLabel}>
              {t('settings.webPush.label')}
            </span>
            <span id={hintId} className={shared.toggleHint} role={state === 'denied' ? 'status' : undefined}>
              {hint}
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            name="web_push"
            className={shared.switch}
            checked={checked}
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-busy={busy || state === 'loading'}
            disabled={busy || state === 'loading' || state === 'unsupported' || state === 'denied'}
            onChange={(event) => void flip(event.target.checked)}
          />
        </label>
      </li>
    </ul>
  );
}
