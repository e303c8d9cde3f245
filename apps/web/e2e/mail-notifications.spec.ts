import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerThroughApi, storeSession, test } from './fixtures';
import { codeOf, type Mail, mailsTo, waitForMail } from './outbox';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Confirms the member's address with the code the verification mail carries, as the settings page would. */
async function confirmAddress(request: APIRequestContext, token: string, email: string) {
  const sent = mailsTo(email).length;
  expect((await request.post('/api/sendEmailVerificationMail', { headers: auth(token), data: {} })).status()).toBe(200);
  const code = codeOf(await waitForMail(email, sent + 1));
  expect((await request.post('/api/verifyEmail', { headers: auth(token), data: { email, code } })).status()).toBe(200);
}

async function waitForSubject(email: string, subject: string): Promise<Mail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = mailsTo(email).find((mail) => mail.subject === subject);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No mail "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const ask = await request.post('/api/ask', {
      headers: auth(asker.access_token),
      data: { user_id: owner.id, question: 'Which city would you move to?', anonymous: true },
    });
    expect(ask.status()).toBe(200);
    const inbox = await (await request.get('/api/myQuestions', { headers: auth(owner.access_token) })).json();
    const questionId = (inbox.questions as { id: number }[])[0]?.id;
    expect(
      (
        await request.post('/api/answer', {
          headers: auth(owner.access_token),
          data: { question_id: questionId, answer: 'Lisbon, for the light.' },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.post('/api/likeQuestion', { headers: auth(liker.access_token), data: { id: questionId } })
      ).status(),
    ).toBe(200);

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
