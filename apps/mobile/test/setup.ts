// Every test file: the app pointed at the server of global-setup.js, an in-memory stand-in for
// the device's secure storage (a native module Jest cannot run), English, and a fresh cache.
import { QueryClient } from '@tanstack/react-query';
import { configure } from '@testing-library/react-native';
import { setQueryClientForTests } from '../src/AppProviders';
import { connectSession } from '../src/api/client';
import { setServerUrl } from '../src/api/config';
import { i18n } from '../src/i18n';

jest.mock('expo-secure-store', () => {
  const items = new Map<string, string>();
  return {
    getItemAsync: async (key: string) => items.get(key) ?? null,
    setItemAsync: async (key: string, value: string) => {
      items.set(key, value);
    },
    deleteItemAsync: async (key: string) => {
      items.delete(key);
    },
    __items: items,
  };
});

// The live stream's streaming fetch (expo/fetch, whose native half Jest stubs) is Node's too.
jest.mock('expo/fetch', () => ({ fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args) }));

// Node's fetch (see environment.js), not the stubbed native one.
const node = (
  globalThis as unknown as { __nodeFetch: Pick<typeof globalThis, 'fetch' | 'Headers' | 'Request' | 'Response'> }
).__nodeFetch;
Object.assign(globalThis, { fetch: node.fetch, Headers: node.Headers, Request: node.Request, Response: node.Response });

const url = process.env.QURIO_TEST_API_URL;
if (!url) throw new Error('QURIO_TEST_API_URL is not set: the Qurio server of test/global-setup.js did not start.');
setServerUrl(url);

// An infinite gcTime schedules no garbage-collection timer, so nothing keeps Jest alive after the
// last test (a finished mutation otherwise holds a 5-minute timer).
export const testQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
  },
});

// Every screen waits for a real HTTP round trip, and the first screen of a file for Jest to
// transform what it requires on the way (cold, beside other suites, the inbox file's first screen
// took 8-12 s; warm, 3 s). A wait that is never met still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  connectSession({ token: null });
  setQueryClientForTests(testQueryClient);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  testQueryClient.clear();
  (jest.requireMock('expo-secure-store') as { __items: Map<string, string> }).__items.clear();
});

// VirtualizedList renders its next cells from its own timer, outside any act(); React's warning
// about that one component is noise here. Every other console.error still shows.
const consoleError = console.error;
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('inside a test was not wrapped in act') && text.includes('VirtualizedList')) return;
  consoleError(...args);
});
