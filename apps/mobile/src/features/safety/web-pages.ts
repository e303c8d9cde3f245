import { Linking } from 'react-native';
import { serverUrl } from '../../api/config';

/**
 * The Qurio website's pages the app has no screen of its own for (terms, privacy, help, the
 * account settings where a copy of one's data downloads, and the API's reference), opened in the
 * browser (Linking).
 */
export type WebPage = '/terms' | '/privacy' | '/support' | '/settings/account' | '/api/docs';

export function webPageUrl(page: WebPage): string {
  return `${serverUrl()}${page}`;
}

export function openWebPage(page: WebPage): void {
  void Linking.openURL(webPageUrl(page)).catch(() => undefined);
}
