/**
 * "Share as picture" where a browser runs it: the website and the phone app's web export (its own
 * entry, `@qurio/client/browser-share`, which native code never calls). The picture goes to the
 * system share sheet where the browser can share files (phones), and is saved otherwise
 * (desktops, and any browser whose share sheet refuses files). The caller hands in the browser's
 * `navigator` and `document`, as every platform part of this package is handed in.
 */

/** What the browser offers; passed in so the choice can be tested without a phone. */
export interface PictureShareEnv {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
  download: (file: File) => void;
}

export type PictureShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Shares the file where the browser can share files, else downloads it. A share sheet the reader
 * closed is a choice, not a failure; one that fails otherwise (a browser that says it can, then
 * refuses) still gets the picture saved.
 */
export async function sharePictureFile(file: File, title: string, env: PictureShareEnv): Promise<PictureShareOutcome> {
  const data: ShareData = { files: [file], title };
  if (env.share && env.canShare?.(data)) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  env.download(file);
  return 'downloaded';
}

/** What the browser lends: its share sheet and the page a download link is clicked in. */
export interface BrowserParts {
  navigator: Pick<Navigator, 'share' | 'canShare'>;
  document: Pick<Document, 'createElement' | 'body'>;
}

/** Saves a file through a temporary link with `download`, as a browser saves any download. */
export function downloadFile(document: BrowserParts['document'], file: File): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export function browserShareEnv({ navigator, document }: BrowserParts): PictureShareEnv {
  const canShare = typeof navigator.canShare === 'function' ? navigator.canShare.bind(navigator) : undefined;
  const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
  return {
    ...(canShare ? { canShare } : {}),
    ...(share ? { share } : {}),
    download: (file) => downloadFile(document, file),
  };
}

export interface ServerPicture {
  /** Where the server serves it (a path of the site, or an absolute address). */
  url: string;
  /** The name it is saved under (what the receiving app shows). */
  fileName: string;
  title: string;
  /** Default `image/png` (a story card); the app's data export is a ZIP. */
  mimeType?: string;
  /** The request's options (the member's token for the export). */
  init?: RequestInit;
}

/** Fetches the file and shares or saves it; throws when it cannot be had (offline, gone). */
export async function shareServerPicture(picture: ServerPicture, env: PictureShareEnv): Promise<PictureShareOutcome> {
  const response = await fetch(picture.url, picture.init);
  if (!response.ok) throw new Error(`download ${response.status}`);
  // The bytes, not the response's Blob: a Blob of another realm (Node's fetch under jsdom) would be
  // written into the file as the text "[object Blob]".
  const file = new File([await response.arrayBuffer()], picture.fileName, { type: picture.mimeType ?? 'image/png' });
  return sharePictureFile(file, picture.title, env);
}
