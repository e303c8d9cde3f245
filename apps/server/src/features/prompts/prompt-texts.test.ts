import { LANGUAGES } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { PROMPT_TEXTS } from './prompt-texts.js';

describe('site-wide prompt texts', () => {
  it.each(LANGUAGES)('%s has 36 distinct prompts of 5 to 200 characters ending in "?"', (language) => {
    const prompts = PROMPT_TEXTS[language];
    expect(prompts).toHaveLength(36);
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const prompt of prompts) {
      expect(prompt.length, prompt).toBeGreaterThanOrEqual(5);
      expect(prompt.length, prompt).toBeLessThanOrEqual(200);
      expect(prompt.endsWith('?'), prompt).toBe(true);
      expect(prompt, prompt).toBe(prompt.trim());
    }
  });

  it('opens every Spanish prompt with "¿"', () => {
    for (const prompt of PROMPT_TEXTS.es) expect(prompt.startsWith('¿'), prompt).toBe(true);
  });
});
