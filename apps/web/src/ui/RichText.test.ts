import { describe, expect, it } from 'vitest';
import { parseRichText } from './RichText';

describe('parseRichText', () => {
  it('finds @mentions and #hashtags between plain text', () => {
    expect(parseRichText('Thanks @ada for #baking tips!')).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', text: '@ada', username: 'ada' },
      { type: 'text', text: ' for ' },
      { type: 'hashtag', text: '#baking', tag: 'baking' },
      { type: 'text', text: ' tips!' },
    ]);
  });

  it('takes hashtags in any script, as the server indexes them', () => {
    expect(parseRichText('#bücher #çay')).toEqual([
      { type: 'hashtag', text: '#bücher', tag: 'bücher' },
      { type: 'text', text: ' ' },
      { type: 'hashtag', text: '#çay', tag: 'çay' },
    ]);
  });

  it('leaves e-mail addresses, words with # inside, entities and invalid names alone', () => {
    for (const text of [
      'mail me at ada@example.com',
      'C# and F#',
      'Tom&#39;s',
      '@ab is too short',
      '@waytoolongusername1',
    ]) {
      expect(parseRichText(text), text).toEqual([{ type: 'text', text }]);
    }
  });

  it('does not link reserved names that are routes, like @home', () => {
    expect(parseRichText('go @home')).toEqual([{ type: 'text', text: 'go @home' }]);
  });

  it('keeps markup as text', () => {
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
