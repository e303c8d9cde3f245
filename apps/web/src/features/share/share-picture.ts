/**
 * "Share as picture": the server draws the card (GET /cards/…, features/cards on the server); the
 * browser hands the PNG to the system share sheet where it can share files (phones), and saves it
 * otherwise (desktops, and any browser whose share sheet refuses files).
 */

/** The story card (1080×1920) of an answer or a profile, in the colours the reader has on. */
export function answerCardPath(questionId: number, night: boolean): string {
  return `/cards/answers/${questionId}.png?format=story&theme=${night ? 'night' : 'light'}`;
}

export function profileCardPath(username: string, night: boolean): string {
  return `/cards/users/${encodeURIComponent(username)}.png?format=story&theme=${night ? 'night' : 'light'}`;
}

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

/** Saves a file through a temporary link with `download`, as a browser saves any download. */
export function downloadFile(file: File): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export function browserShareEnv(): PictureShareEnv {
  const canShare = typeof navigator.canShare === 'function' ? navigator.canShare.bind(navigator) : undefined;
  const share = typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
  return { ...(canShare ? { canShare } : {}), ...(share ? { share } : {}), download: downloadFile };
}

/** Fetches the card and shares or saves it; throws when the card cannot be had (offline, gone). */
export async function sharePicture(
  path: string,
  fileName: string,
  title: string,
  env: PictureShareEnv = browserShareEnv(),
): Promise<PictureShareOutcome> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`card ${response.status}`);
  const file = new File([await response.arrayBuffer()], fileName, { type: 'image/png' });
  return sharePictureFile(file, title, env);
}
