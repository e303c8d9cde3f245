import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { createQueryClient } from './api/query-client';
import { LiveUpdates } from './features/live/useLiveUpdates';
import { SessionProvider } from './features/session/SessionProvider';
import { i18n } from './i18n';
import { ThemeProvider } from './ui/theme/ThemeProvider';

let testQueryClient: QueryClient | null = null;
/** Tests hand in their own client (`gcTime: Infinity`, cleared after each test). */
export function setQueryClientForTests(client: QueryClient | null): void {
  testQueryClient = client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => testQueryClient ?? createQueryClient());
  return (
    <SafeAreaProvider>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider>
            <SessionProvider>
              <LiveUpdates />
              {children}
            </SessionProvider>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </SafeAreaProvider>
  );
}
