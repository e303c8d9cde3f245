import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { screenSettled } from './a11y';
import { apiCall, createMember, storeSession, test } from './support';

// The questions the member sent (issue 33) at phone size, light and night, for a person to look
// at: QURIO_SCREENS=1 E2E_QUESTION_DELAY_MINUTES=30 npm --prefix apps/mobile run e2e --
// sent-questions (with the delay on, the anonymous question is still on its way).
const OUT = process.env.QURIO_SCREENS_DIR ?? join(__dirname, '..', 'test-results', 'screens', 'en');

test('the sent questions, light and night @screens', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  const [me, recipient, other] = await Promise.all([
    createMember(request, 'me'),
    createMember(request, 'rcp'),
    createMember(request, 'oth'),
  ]);
  await apiCall(request, me, 'ask', {
    user_id: recipient.id,
    question: 'Which book made you laugh?',
    anonymous: false,
  });
  const inbox = await apiCall(request, recipient, 'myQuestions');
  await apiCall(request, recipient, 'answer', { question_id: inbox.questions[0].id, answer: 'Three Men in a Boat' });
  await apiCall(request, me, 'ask', {
    user_id: other.id,
    question: 'Would you show us your garden?',
    anonymous: false,
  });
  await apiCall(request, me, 'ask', {
    user_id: recipient.id,
    question: 'Take this one back, please?',
    anonymous: true,
  });

  await page.goto('/');
  await storeSession(page, me);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/settings/sent-questions');
    await page.getByText('Take this one back, please?', { exact: false }).waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `sent-questions-${scheme}.png`) });
    await page.getByRole('button', { name: 'Withdraw the question “Take this one back, please?”' }).click();
    await page.getByText('Withdraw this question?').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `sent-questions-dialog-${scheme}.png`) });
  }
});
