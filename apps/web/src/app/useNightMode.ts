import { useSyncExternalStore } from 'react';
import { isNight, setNight, subscribeTheme } from './theme';

export function useNightMode(): [boolean, (night: boolean) => void] {
  const night = useSyncExternalStore(subscribeTheme, isNight, isNight);
  return [night, setNight];
}
