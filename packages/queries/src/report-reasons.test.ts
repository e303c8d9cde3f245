import { REPORT_REASONS as CONTRACT_REASONS } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import { REPORT_REASONS, reportNeedsCare, reportReasonKey } from './report-reasons.js';

const LANGUAGES = ['de', 'en', 'es', 'pt', 'tr'] as const;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('report reasons', () => {
  it("are the contract's reasons, each once", () => {
    expect([...REPORT_REASONS].sort()).toEqual([...CONTRACT_REASONS].sort());
  });

  it('have a label in all five languages', async () => {
    expect(lookup(en, reportReasonKey('self_harm'))).toBe('Self-harm or suicide');
    for (const language of LANGUAGES) {
      const { default: messages } = await import(`../../../apps/web/src/i18n/locales/${language}.json`);
      for (const reason of REPORT_REASONS) {
        const label = lookup(messages, reportReasonKey(reason));
        expect(typeof label === 'string' && label.length > 0, `${language}: ${reason}`).toBe(true);
      }
    }
  });

  it('show the care line for self-harm only', () => {
    expect(REPORT_REASONS.filter(reportNeedsCare)).toEqual(['self_harm']);
    expect(reportNeedsCare(null)).toBe(false);
  });
});
