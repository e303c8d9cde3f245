import type { APIRequestContext } from '@playwright/test';
import { waitUntil } from '@qurio/client/testing';
import { api } from './api';
import { expect, newAccount, registerThroughApi, storeSession, test } from './fixtures';
import { codeOf, type Mail, mailsTo, waitForMail } from './outbox';

/** Confirms the member's address with the code the verification mail carries, as the settings page would. */
async function confirmAddress(request: APIRequestContext, token: string, email: string) {
  const sent = (await mailsTo(email)).length;
  expect((await api(request).post('/sendEmailVerificationMail', {}, token)).status()).toBe(200);
  const code = codeOf(await waitForMail(email, sent + 1));
  expect((await api(request).post('/verifyEmail', { email, code }, token)).status()).toBe(200);
}

function waitForSubject(email: string, subject: string): Promise<Mail> {
  return waitUntil(async () => (await mailsTo(email)).find((mail) => mail.subject === subject), {
    timeoutMs: 15_000,
    message: `No mail "${subject}" to ${email}`,
  });
}

test.describe('e-mail notifications (issue 17)', () => {
  test('a member chooses likes "At once", gets the mail, and unsubscribes from its link without signing in', async ({
    page,
    browser,
    request,
  }) => {
    const account = newAccount('mail');
    const owner = await registerThroughApi(request, account);
    await confirmAddress(request, owner.access_token, account.email);
    await storeSession(page, owner);

    await page.goto('/settings/notification');
    const card = page.getByRole('region', { name: 'E-mail notifications' });
    const likes = card.getByRole('group', { name: 'Likes' });
    await expect(likes.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(
      card.getByRole('group', { name: 'New questions' }).getByRole('radio', { name: 'Daily digest' }),
    ).toBeChecked();
    await likes.getByRole('radio', { name: 'At once' }).click();
    await expect(likes.getByRole('radio', { name: 'At once' })).toBeChecked();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'E-mail notifications' })
        .getByRole('group', { name: 'Likes' })
        .getByRole('radio', {
          name: 'At once',
        }),
    ).toBeChecked();

    // Someone asks anonymously, the owner answers, a third member likes the answer.
    const asker = await registerThroughApi(request, newAccount('askr'));
    const liker = await registerThroughApi(request, newAccount('likr'));
    const ask = await api(request).post(
      '/ask',
      { user_id: owner.id, question: 'Which city would you move to?', anonymous: true },
      asker.access_token,
    );
    expect(ask.status()).toBe(200);
    const inbox = await (await api(request).get('/myQuestions', {}, owner.access_token)).json();
    const questionId = (inbox.questions as { id: number }[])[0]?.id;
    expect(
      (
        await api(request).post(
          '/answer',
          { question_id: questionId, answer: 'Lisbon, for the light.' },
          owner.access_token,
        )
      ).status(),
    ).toBe(200);
    expect((await api(request).post('/likeQuestion', { id: questionId }, liker.access_token)).status()).toBe(200);

    // "At once": the mail goes when the like is committed, not at a poll.
    const mail = await waitForSubject(account.email, `New on Qurio for @${owner.username}`);
    expect(mail.text).toContain(`${liker.username} liked your answer`);
    expect(mail.text).not.toContain(asker.username);
    const path = /https?:\/\/[^\s/]+(\/unsubscribe\/[0-9]+-[0-9]+-[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(path).toBeTruthy();

    // The link, opened in a browser with nobody signed in: it asks first, then unsubscribes.
    const guest = await browser.newPage();
    await guest.goto(path ?? '/');
    await expect(guest.getByRole('heading', { name: 'Stop these e-mails?' })).toBeVisible();
    await guest.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(guest.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(guest.getByText('You will no longer get these e-mails.')).toBeVisible();
    await guest.close();

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'E-mail notifications' })
        .getByRole('group', { name: 'Likes' })
        .getByRole('radio', {
          name: 'Off',
        }),
    ).toBeChecked();
  });

  test('a forged unsubscribe link says so and changes nothing', async ({ page }) => {
    await page.goto('/unsubscribe/1-1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. You can change your e-mail settings in Qurio.',
    );
  });
});
