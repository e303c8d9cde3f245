import { fetch as expoFetch } from 'expo/fetch';

/**
 * The fetch the live stream reads with: Expo's (`expo/fetch`), whose response body is a
 * ReadableStream that yields each event as it arrives; React Native's own fetch hands a body over
 * only once it has all come, which a stream never does. On the web export it is the browser's;
 * under Jest, Node's (test/setup.ts), which streams too.
 */
export const streamFetch = ((url: string, init?: RequestInit) =>
  expoFetch(url, init as Parameters<typeof expoFetch>[1])) as unknown as typeof fetch;
