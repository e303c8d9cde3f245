import type { Browser, Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner, type Owner } from './core-loop-data';
import { expect, storeSession, test, trackProblems } from './fixtures';

/**
 * The core loop in a real browser: a guest asks anonymously, the owner answers from /questions,
 * the answer appears on the profile and its own page, and another member likes, follows,
 * unfollows and blocks.
 */

async function guestAsks(page: Page, owner: Owner, question: string) {
  await page.goto(`/${owner.account.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${owner.account.username} - Qurio`);
  const field = page.getByRole('textbox', { name: 'Your question' });
  await field.fill(question);
  await expect(page.getByText(`${question.length}/500`)).toBeVisible();
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('Your question has been sent!')).toBeVisible();
  await expect(field).toHaveValue('');
}

async function ownerLogsInAndAnswers(page: Page, owner: Owner, question: string, answer: string) {
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Username or e-mail').fill(owner.account.username);
  await page.getByLabel('Password').fill(owner.account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const questionsLink = page.getByRole('banner').getByRole('link', { name: /Questions/ });
  await expect(questionsLink).toContainText('1');
  await questionsLink.click();
  await expect(page).toHaveURL(/\/questions$/);
  const card = page.getByRole('article').filter({ hasText: question });
  await expect(card.getByText('Anonymous')).toBeVisible();
  await card.getByRole('button', { name: 'Answer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Answer the question' });
  const field = dialog.getByPlaceholder('Write answer..');
  await expect(field).toBeFocused();
  await field.fill('abc');
  await expect(dialog.getByRole('button', { name: 'Answer' })).toBeDisabled();
  await field.fill(answer);
  await dialog.getByRole('button', { name: 'Answer' }).click();
  await expect(page.getByText('Your answer has been published!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No questions waiting.')).toBeVisible();
  await expect(questionsLink).not.toContainText('1');
}

async function answerShowsOnProfileAndPost(page: Page, owner: Owner, question: string, answer: string) {
  await page.goto(`/${owner.account.username}`);
  const card = page.getByRole('article').filter({ hasText: question });
  await expect(card.getByText(answer)).toBeVisible();
  await expect(card.getByText('Anonymous')).toBeVisible();
  await card.locator('a[href*="/post/"]').click();
  await expect(page).toHaveURL(new RegExp(`/${owner.account.username}/post/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Answer by @${owner.account.username}` })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.account.username}$`));
}

/** A second member in a browser of their own, watched for CSP violations and page errors too. */
async function memberPage(
  browser: Browser,
  problems: string[],
  owner: Owner,
  request: Parameters<typeof createOwner>[0],
) {
  const member = await createOwner(request, 'member');
  const context = await browser.newContext();
  const page = await context.newPage();
  await trackProblems(page, problems);
  await storeSession(page, member.session);
  await page.goto(`/${owner.account.username}`);
  return { member, page, context };
}

test.describe('the core loop', () => {
  test.setTimeout(90_000);

  test('guest asks, owner answers, a member likes, follows, unfollows and blocks', async ({
    page,
    request,
    browser,
    problems,
  }) => {
    const owner = await createOwner(request);
    const question = 'What would you do with a free day?';
    const answer = 'Walk along the river and read in a café.';

    await guestAsks(page, owner, question);
    await ownerLogsInAndAnswers(page, owner, question, answer);
    await answerShowsOnProfileAndPost(page, owner, question, answer);

    const { page: other, context, member } = await memberPage(browser, problems, owner, request);
    const card = other.getByRole('article').filter({ hasText: question });
    // Exact: the count beside it is a button too ("1 like" opens the likers).
    const like = card.getByRole('button', { name: 'Like', exact: true });
    await expect(card.getByText('0 likes')).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('1 like')).toBeVisible();
    await other.reload();
    await expect(other.getByRole('article').filter({ hasText: question }).getByText('1 like')).toBeVisible();

    // The profile header; the sidebar has Follow buttons of its own (suggestions).
    const header = other.getByRole('region', { name: owner.account.username });
    const counts = header.getByRole('link', { name: /followers?$/ });
    await expect(counts).toHaveText('0 followers');
    await header.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(header.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
    await expect(counts).toHaveText('1 follower');

    await header.getByRole('button', { name: 'Unfollow', exact: true }).click();
    const unfollow = other.getByRole('alertdialog', { name: 'Unfollow' });
    await expect(unfollow).toContainText('Are you sure that you want to unfollow the user?');
    await unfollow.getByRole('button', { name: 'Yes' }).click();
    await expect(header.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(counts).toHaveText('0 followers');

    await header.getByRole('button', { name: 'More actions' }).click();
    await header.getByRole('button', { name: 'Block' }).click();
    const confirm = other.getByRole('alertdialog', { name: 'Block user' });
    await expect(confirm).toContainText('Are you sure that you want to block the user?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(other.getByRole('heading', { name: 'You have blocked this user!' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await expect(other.getByRole('navigation', { name: 'Profile sections' })).toHaveCount(0);
    await expect(other).toHaveTitle(owner.account.username);

    // The owner, in turn, sees that they are blocked and cannot ask either.
    await page.goto(`/${member.account.username}`);
    await expect(page.getByRole('heading', { name: 'You are blocked!' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('keyboard only', () => {
  test('a guest asks, then the owner logs in and answers, without a mouse', async ({ page, request }) => {
    const owner = await createOwner(request, 'keys');
    await page.goto(`/${owner.account.username}`);
    // A guest's profile comes rendered by the server; its form takes input once the app has
    // hydrated it (until then it is disabled, so no keystroke is lost): as a person would, wait for it.
    const question = page.getByRole('textbox', { name: 'Your question' });
    await expect(question).toBeEnabled();
    await question.focus();
    await page.keyboard.type('What is on your desk right now?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ask', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your question has been sent!')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Username or e-mail').focus();
    await page.keyboard.type(owner.account.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/questions');
    const card = page.getByRole('article').filter({ hasText: 'What is on your desk right now?' });
    await card.getByRole('button', { name: 'Answer' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await expect(dialog.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
    await page.keyboard.type('A lamp, a mug and too many notes.');
    // The content warning comes next (issue 33), then the answer's pictures (issue 31), then Cancel and Answer.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Content warning (optional)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Add picture' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your answer has been published!')).toBeVisible();
    // Focus goes back to a sensible place, not lost with the removed card.
    await expect(page.getByText('No questions waiting.')).toBeVisible();
  });
});

test.describe('the core loop on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.setTimeout(90_000);

  test('a guest asks and the owner answers at 390×844', async ({ page, request }) => {
    const owner = await createOwner(request, 'phone');
    const question = 'Which app do you open first in the morning?';
    const answer = 'The weather, then the news.';
    await guestAsks(page, owner, question);
    await ownerLogsInAndAnswers(page, owner, question, answer);
    await answerShowsOnProfileAndPost(page, owner, question, answer);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the owner deletes a pending question after confirming', async ({ page, request }) => {
    const owner = await createOwner(request, 'del');
    await askAsGuest(request, owner, 'Is this question going away?');
    const keep = await askAsGuest(request, owner, 'And this one stays?');
    await answerAsOwner(request, owner, keep, 'It was answered.');
    await storeSession(page, owner.session);
    await page.goto('/questions');
    const card = page.getByRole('article').filter({ hasText: 'Is this question going away?' });
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete question' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('No questions waiting.')).toBeVisible();
  });
});
