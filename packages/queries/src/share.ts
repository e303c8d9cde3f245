/**
 * What both apps share about sharing: the page of an answer, the story cards (1080×1920) the
 * server draws of an answer or a profile (apps/server features/cards; a card never shows who
 * asked), in the reader's colours, and the names the pictures are saved under.
 */

/** An answer's page on the site (the link of the share sheet and the share dialog). */
export function answerPath(answer: { id: number; user: { username: string } }): string {
  return `/${answer.user.username}/post/${answer.id}`;
}

export function answerCardPath(questionId: number, night: boolean): string {
  return `/cards/answers/${questionId}.png?format=story&theme=${night ? 'night' : 'light'}`;
}

export function profileCardPath(username: string, night: boolean): string {
  return `/cards/users/${encodeURIComponent(username)}.png?format=story&theme=${night ? 'night' : 'light'}`;
}

/** The name an answer's card is saved under (what the receiving app shows). */
export function answerCardFileName(answer: { id: number; user: { username: string } }): string {
  return `qurio-${answer.user.username}-${answer.id}.png`;
}

export function profileCardFileName(username: string): string {
  return `qurio-${username}.png`;
}
