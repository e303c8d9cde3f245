import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { askAsGuest, createOwner, type Owner } from './core-loop-data';
import { expect, storeSession, test } from './fixtures';

/**
 * Issue 34's frictions, in a real browser against the real server, at phone and desktop widths:
 * blocking an asker and deleting their questions in one dialog, the report's next steps, "Move to
 * inbox" for a held question, the ask form's minimum said before sending, focus after an answer,
 * and a like's notification gone with the unlike. (Deleting or freezing the account without "your
 * session ended": moderation.spec and settings.spec.)
 */
async function inboxTexts(request: APIRequestContext, owner: Owner): Promise<string[]> {
  const response = await api(request).get('/myQuestions', {}, owner.session.access_token);
  const { questions } = (await response.json()) as { questions: Array<{ question: string }> };
  return questions.map((q) => q.question).sort();
}

/** An anonymous question from a member (guests here share one address, so one asker). */
async function askAsMember(request: APIRequestContext, owner: Owner, from: Owner, question: string) {
  const asked = await api(request).post('/ask', { user_id: owner.session.id, question }, from.session.access_token);
  expect(asked.status()).toBe(200);
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test.describe(`inbox next steps (issue 34), ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.setTimeout(90_000);

    test('blocking an asker deletes their other waiting questions too, naming no one', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      const friend = await createOwner(request, 'friend');
      await askAsGuest(request, owner, 'Guest asking once?');
      await askAsGuest(request, owner, 'Guest asking twice?');
      await askAsMember(request, owner, friend, 'A friend asking?');
      await storeSession(page, owner.session);
      await page.goto('/questions');
      const card = page.getByRole('article').filter({ hasText: 'Guest asking once?' });
      await card.getByRole('button', { name: 'More actions' }).click();
      await card.getByRole('button', { name: 'Block the asker' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Block this asker?' });
      await expect(
        dialog.getByRole('checkbox', { name: 'Also delete their other questions waiting for you' }),
      ).toBeChecked();
      await dialog.getByRole('button', { name: 'Block' }).click();
      await expect(page.getByText('The asker is blocked, and their questions are deleted.')).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: 'Guest asking twice?' })).toHaveCount(0);
      await expect(page.getByRole('article').filter({ hasText: 'A friend asking?' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(friend.account.username);
      expect(await inboxTexts(request, owner)).toEqual(['A friend asking?']);
    });

    test('a report ends with next steps: delete the question, or block its asker', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      const troll = await createOwner(request, 'troll');
      await askAsMember(request, owner, troll, 'Rude question number one?');
      await askAsMember(request, owner, troll, 'Rude question number two?');
      await storeSession(page, owner.session);
      await page.goto('/questions');
      const report = async (text: string) => {
        const card = page.getByRole('article').filter({ hasText: text });
        await card.getByRole('button', { name: 'More actions' }).click();
        await card.getByRole('button', { name: 'Report' }).click();
        await page
          .getByRole('alertdialog', { name: 'Report this question' })
          .getByText('Bullying or harassment')
          .click();
        await page.getByRole('button', { name: 'Send report' }).click();
        const next = page.getByRole('dialog', { name: 'Thank you for reporting' });
        await expect(next).toContainText('Our moderators will review it.');
        return next;
      };
      await (await report('Rude question number one?')).getByRole('button', { name: 'Delete the question' }).click();
      await expect(page.getByText('The question has been deleted.')).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: 'Rude question number one?' })).toHaveCount(0);

      await (await report('Rude question number two?')).getByRole('button', { name: 'Block the asker' }).click();
      await page.getByRole('alertdialog', { name: 'Block this asker?' }).getByRole('button', { name: 'Block' }).click();
      await expect(page.getByText('No questions waiting.')).toBeVisible();
      expect(await inboxTexts(request, owner)).toEqual([]);
    });

    test('a held-back question moves to the inbox and can be answered', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      await api(request).post('/muteWord', { word: 'pineapple' }, owner.session.access_token);
      await api(request).post('/ask', { user_id: owner.session.id, question: 'Pineapple on pizza, yes?' });
      await storeSession(page, owner.session);
      await page.goto('/questions/held');
      const card = page.getByRole('article').filter({ hasText: 'Pineapple on pizza, yes?' });
      await card.getByRole('button', { name: 'Move to inbox' }).click();
      await expect(page.getByText('The question is in your inbox now.')).toBeVisible();
      await expect(page.getByText('No questions are held back.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to questions' }).click();
      const moved = page.getByRole('article').filter({ hasText: 'Pineapple on pizza, yes?' });
      await moved.getByRole('button', { name: 'Answer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Answer the question' });
      await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Yes, always.');
      await dialog.getByRole('button', { name: 'Answer' }).click();
      await expect(page.getByText('Your answer has been published!')).toBeVisible();
    });

    test('the ask form says its minimum before sending', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      await page.goto(`/${owner.account.username}`);
      const field = page.getByRole('textbox', { name: 'Your question' });
      await expect(page.getByText('At least 5 characters: 5 more to go.')).toBeVisible();
      await field.fill('Why?');
      await expect(page.getByText('At least 5 characters: 1 more to go.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeDisabled();
      await field.fill('Why so?');
      await expect(page.getByText(/At least 5 characters/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeEnabled();
    });

    test('after an answer, focus goes to the next question', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      await askAsGuest(request, owner, 'The older question?');
      await askAsGuest(request, owner, 'The newer question?');
      await storeSession(page, owner.session);
      await page.goto('/questions');
      await page
        .getByRole('article')
        .filter({ hasText: 'The newer question?' })
        .getByRole('button', { name: 'Answer' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Answer the question' });
      await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Answered.');
      await dialog.getByRole('button', { name: 'Answer' }).click();
      const next = page.getByRole('article').filter({ hasText: 'The older question?' });
      await expect(page.getByText('Your answer has been published!')).toBeVisible();
      await expect(next.getByRole('button', { name: 'Answer' })).toBeFocused();
    });

    test('an unlike takes the like notification back', async ({ page, request }) => {
      const owner = await createOwner(request, 'owner');
      const fan = await createOwner(request, 'fan');
      const id = await askAsGuest(request, owner, 'Will they like it?');
      await api(request).post('/answer', { question_id: id, answer: 'Maybe they will.' }, owner.session.access_token);
      await api(request).post('/likeQuestion', { id }, fan.session.access_token);
      await storeSession(page, owner.session);
      await page.goto('/notifications');
      await expect(page.getByRole('main')).toContainText(`liked your post`);
      await api(request).post('/likeQuestion', { id }, fan.session.access_token);
      await page.reload();
      // The question's own notification is there; the like's is gone.
      await expect(page.getByRole('main').getByText('You have a new question.')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('liked your post');
    });
  });
}
