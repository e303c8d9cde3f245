import { exportData } from '@qurio/contract/routes';
import type { TFunction } from 'i18next';
import { mobilePlatform } from '../../api/client';
import { serverUrl } from '../../api/config';
import { type ShareFileOutcome, shareServerFile } from '../share/share-file';

/**
 * The ready export (`GET /api/export`, a raw route: a ZIP, not JSON) downloaded with the member's
 * token into the app's cache and handed to the share sheet, from where it goes to Files, Drive or
 * a mail. The download reads no `X-Access-Token`: only `refresh` rotates a token, and a session the
 * server ended shows at the next call.
 */
export function shareExport(t: TFunction): Promise<ShareFileOutcome> {
  const token = mobilePlatform.accessToken();
  return shareServerFile({
    url: `${serverUrl()}/api${exportData.path}`,
    fileName: 'qurio-data.zip',
    mimeType: 'application/zip',
    uti: 'public.zip-archive',
    title: t('app.native.export.shareTitle'),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}
