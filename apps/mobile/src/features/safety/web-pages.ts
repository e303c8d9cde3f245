import { Linking } from 'react-native';
import { serverUrl } from '../../api/config';

/**
 * The Qurio website's pages the app has no screen of its own for (terms, privacy, help), opened in
 * the browser as the rest of the app does (Linking).
 */
export type WebPage = '/terms' | '/privacy' | '/support';

export function webPageUrl(page: WebPage): string {
  return `${serverUrl()}${page}`;
}

export function openWebPage(page: WebPage): void {
  void Linking.openURL(webPageUrl(page)).catch(() => undefined);
}
