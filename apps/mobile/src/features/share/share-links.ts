import { serverUrl } from '../../api/config';

/** The public address of a path of the Qurio site (`/ada`, `/ada/post/12`). */
export function publicUrl(path: string): string {
  return `${serverUrl()}${path}`;
}

/** An answer's page, as the web's share dialog links it. */
export function answerPath(answer: { id: number; user: { username: string } }): string {
  return `/${answer.user.username}/post/${answer.id}`;
}

/**
 * The story card (1080×1920) the server draws of an answer (apps/server features/cards), in the
 * reader's colours: the same path the web's "Share as picture" fetches. It never shows who asked.
 */
export function answerCardPath(questionId: number, night: boolean): string {
  return `/cards/answers/${questionId}.png?format=story&theme=${night ? 'night' : 'light'}`;
}

/** The story card of a profile (the welcome's last step shows and shares it). */
export function profileCardPath(username: string, night: boolean): string {
  return `/cards/users/${encodeURIComponent(username)}.png?format=story&theme=${night ? 'night' : 'light'}`;
}
