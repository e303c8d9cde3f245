import { browserShareEnv, shareServerPicture } from '@qurio/client/browser-share';
import { Directory, File, Paths } from 'expo-file-system';
import * as Sharing from 'expo-sharing';
import { Platform } from 'react-native';

/** A file of the server to hand to the system share sheet (a story card, the data export's ZIP). */
export interface SharedFile {
  /** Its absolute address on the server. */
  url: string;
  /** The name it is saved under (what the receiving app shows). */
  fileName: string;
  mimeType: string;
  /** Its Uniform Type Identifier, for iOS's share sheet. */
  uti: string;
  /** The share sheet's title (Android, web). */
  title: string;
  /** Request headers (the member's token for the export). */
  headers?: Record<string, string>;
}

/** `shared`: the share sheet took it; `downloaded`: the browser saved it (the web export without file sharing). */
export type ShareFileOutcome = 'shared' | 'downloaded';

/**
 * Downloads the file into the app's cache (expo-file-system) and hands it to the system share
 * sheet (expo-sharing), so a story card can go to Instagram or Snapchat stories and the export to
 * Files or a mail. The cache copy keeps one name per file and is overwritten the next time; the
 * system empties the cache when it needs room. Throws when the download fails (the server's
 * refusal, offline) or no share sheet exists.
 */
export async function shareServerFile(file: SharedFile): Promise<ShareFileOutcome> {
  if (Platform.OS === 'web') return shareInBrowser(file);
  const folder = new Directory(Paths.cache, 'shared');
  folder.create({ intermediates: true, idempotent: true });
  const saved = await File.downloadFileAsync(file.url, new File(folder, file.fileName), {
    headers: file.headers ?? {},
    idempotent: true,
  });
  await Sharing.shareAsync(saved.uri, { mimeType: file.mimeType, UTI: file.uti, dialogTitle: file.title });
  return 'shared';
}

/**
 * The app's web export: the Web Share API with the file where the browser can share files
 * (phones), else a download, as the website's "Share as picture" does (@qurio/client/browser-share).
 * A share sheet the reader closed is their choice, not a failure.
 */
async function shareInBrowser(file: SharedFile): Promise<ShareFileOutcome> {
  const outcome = await shareServerPicture(
    {
      url: file.url,
      fileName: file.fileName,
      mimeType: file.mimeType,
      title: file.title,
      init: { headers: file.headers ?? {}, cache: 'no-store' },
    },
    browserShareEnv({ navigator, document }),
  );
  return outcome === 'downloaded' ? 'downloaded' : 'shared';
}
