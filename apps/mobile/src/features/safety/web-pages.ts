import { Linking } from 'react-native';
import { serverUrl } from '../../api/config';

/**
 * The Qurio website's pages the app has no screen of its own for (terms, privacy, help, and the
 * account settings where a copy of one's data downloads), opened in the browser (Linking).
 */
export type WebPage = '/terms' | '/privacy' | '/support' | '/settings/account';

export function webPageUrl(page: WebPage): string {
  return `${serverUrl()}${page}`;
}

export function openWebPage(page: WebPage): void {
  void Linking.openURL(webPageUrl(page)).catch(() => undefined);
}
