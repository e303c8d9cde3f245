import { createLiveHub } from '@qurio/client';
import { AppState } from 'react-native';
import { mobilePlatform } from '../../api/client';
import { setLiveState } from './live-state';
import { streamFetch } from './stream-fetch';

/**
 * The app's one stream (@qurio/client's live hub) with the phone's parts: Expo's streaming fetch
 * and the app state. In the background nobody looks, the system may freeze the app with its
 * socket open, and the server need not hold a connection for it: the stream closes at once, and
 * opens again in the foreground. 'inactive' (iOS: the app switcher, a call coming in) keeps it.
 * The session's token, its rotation and a forced logout are the API client's (api/client.ts).
 */
const hub = createLiveHub({
  platform: { ...mobilePlatform, streamFetch },
  onStateChange: setLiveState,
  watchForeground: (change) => {
    const subscription = AppState.addEventListener('change', (status) => {
      if (status === 'background') change(false);
      else if (status === 'active') change(true);
    });
    return () => subscription.remove();
  },
});

/**
 * Listens to the app's one stream, opening it for the first listener; it closes when the last one
 * leaves (the member signed out: the next member's stream must not find the last one's open).
 */
export const listenLive = hub.listen;
