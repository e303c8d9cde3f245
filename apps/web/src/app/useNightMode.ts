import { useSyncExternalStore } from 'react';
import { isNight, setNight, subscribeTheme } from './theme';

// The server renders light (a reader's choice lives in their browser): the server, and the browser
// hydrating its page, start from that; the reader's own mode follows at once.
const serverNight = () => false;

export function useNightMode(): [boolean, (night: boolean) => void] {
  const night = useSyncExternalStore(subscribeTheme, isNight, serverNight);
  return [night, setNight];
}
