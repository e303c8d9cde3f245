import { serverUrl } from '../../api/config';

/** The public address of a path of the Qurio site (`/ada`, `/ada/post/12`). */
export function publicUrl(path: string): string {
  return `${serverUrl()}${path}`;
}
