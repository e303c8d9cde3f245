import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useColorScheme } from 'react-native';
import { deviceStore } from '../../lib/device-store';
import { type Colors, darkColors, lightColors } from './colors';

type Choice = 'system' | 'light' | 'dark';
const THEME_KEY = 'qurio.theme';

interface Theme {
  dark: boolean;
  colors: Colors;
  /** Flips between light and night; the choice is kept on the device. */
  toggle(): void;
}

const ThemeContext = createContext<Theme | null>(null);

/** Follows the system until the member picks light or night with the toggle. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const system = useColorScheme();
  const [choice, setChoice] = useState<Choice>('system');

  useEffect(() => {
    deviceStore
      .get(THEME_KEY)
      .then((stored) => {
        if (stored === 'light' || stored === 'dark') setChoice(stored);
      })
      .catch(() => undefined);
  }, []);

  const dark = choice === 'system' ? system === 'dark' : choice === 'dark';
  const toggle = useCallback(() => {
    const next = dark ? 'light' : 'dark';
    setChoice(next);
    deviceStore.set(THEME_KEY, next).catch(() => undefined);
  }, [dark]);

  const value = useMemo(() => ({ dark, colors: dark ? darkColors : lightColors, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme outside ThemeProvider');
  return theme;
}
