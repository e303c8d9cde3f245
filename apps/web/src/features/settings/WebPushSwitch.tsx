import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { Switch } from '../../ui/Switch';
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
        <Switch
          name="web_push"
          className={shared.toggle}
          label={t('settings.webPush.label')}
          hint={hint}
          hintRole={state === 'denied' ? 'status' : undefined}
          checked={checked}
          busy={busy || state === 'loading'}
          disabled={busy || state === 'loading' || state === 'unsupported' || state === 'denied'}
          onChange={(on) => void flip(on)}
        />
      </li>
    </ul>
  );
}
