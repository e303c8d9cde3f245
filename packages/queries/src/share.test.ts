import { describe, expect, it } from 'vitest';
import { answerCardFileName, answerCardPath, answerPath, profileCardFileName, profileCardPath } from './share';

describe('what both apps share', () => {
  const answer = { id: 12, user: { username: 'Ada' } };

  it('asks for the story card in the reader’s colours', () => {
    expect(answerCardPath(12, false)).toBe('/cards/answers/12.png?format=story&theme=light');
    expect(answerCardPath(12, true)).toBe('/cards/answers/12.png?format=story&theme=night');
    expect(profileCardPath('Ada', true)).toBe('/cards/users/Ada.png?format=story&theme=night');
  });

  it('links the answer’s page and names the pictures after who answered', () => {
    expect(answerPath(answer)).toBe('/Ada/post/12');
    expect(answerCardFileName(answer)).toBe('qurio-Ada-12.png');
    expect(profileCardFileName('Ada')).toBe('qurio-Ada.png');
  });
});
