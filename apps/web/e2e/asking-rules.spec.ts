import { submitSignUpForm } from '../../../scripts/e2e/sign-up';
import { seedAskingRules } from './asking-rules-data';
import { createOwner } from './core-loop-data';
import { expect, newAccount, storeSession, test } from './fixtures';

/**
 * Issue 33 in the browser: a minor's sign-up and the settings it starts with; a member who takes
 * questions from mutual follows only, and a stranger refused with the rule; the inbox's filters
 * with their counts, kept in the address.
 */
/** Another person's browser, as the project's own pages are set up. */
function contextOptions() {
  const { baseURL, locale, timezoneId, serviceWorkers, viewport } = test.info().project.use;
  return { baseURL, locale, timezoneId, serviceWorkers, viewport };
}

test.describe('asking rules', () => {
  test("a minor's sign-up starts with the safer settings, each shown and changeable", async ({ page }) => {
    const account = newAccount('minor');
    await submitSignUpForm(page, account, { under18: true });
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto('/settings/account');
    const rules = page.getByTestId('asking-rules');
    await expect(
      rules.getByRole('group', { name: 'Who may ask', exact: true }).getByLabel('Members only'),
    ).toBeChecked();
    await expect(
      rules.getByRole('group', { name: 'Who may ask anonymously' }).getByLabel('People I follow'),
    ).toBeChecked();
    await expect(rules).toContainText('their anonymity only hides them among those few people');
    await expect(page.getByRole('switch', { name: 'Profanity filter' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Show me in explore and search' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Show me in explore and search' }).click();
    await expect(page.getByRole('switch', { name: 'Show me in explore and search' })).toBeChecked();

    await page.goto('/settings/notification');
    await expect(page.getByRole('group', { name: 'New questions' }).getByLabel('Off')).toBeChecked();

    // A guest on the minor's profile is asked to sign in.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/${account.username}`);
    await expect(page.getByRole('heading', { name: 'Sign in to ask' })).toBeVisible();
  });

  test('a member takes questions from mutual follows only: a stranger is refused with the rule', async ({
    page,
    request,
    browser,
  }) => {
    const { owner, friend, stranger } = await seedAskingRules(request);
    // The stranger opens the form while everyone may still ask…
    await storeSession(page, stranger.session);
    await page.goto(`/${owner.account.username}`);
    const form = page.getByRole('region', { name: `Ask @${owner.account.username} a question` });
    await expect(form.getByTestId('ask-notice')).toHaveText(`@${owner.account.username} will not see who you are.`);
    // …the owner limits asking to mutual follows in their settings meanwhile.
    const ownerContext = await browser.newContext(contextOptions());
    const ownerPage = await ownerContext.newPage();
    await storeSession(ownerPage, owner.session);
    await ownerPage.goto('/settings/account');
    await ownerPage.getByRole('group', { name: 'Who may ask', exact: true }).getByLabel('Mutual follows').check();
    await expect(
      ownerPage.getByRole('group', { name: 'Who may ask anonymously' }).getByLabel('Mutual follows'),
    ).toBeVisible();
    await ownerContext.close();
    await expect
      .poll(async () => (await request.get(`/api/profile?username=${owner.account.username}`)).json())
      .toMatchObject({ user: { asking: { ask_from: 'mutuals' } } });

    await form.getByRole('textbox', { name: 'Your question' }).fill('Can a stranger still ask?');
    await form.getByRole('button', { name: 'Ask' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'This user only takes questions from people they follow who follow them too!',
    );
    // Opened again, the profile says the rule instead of offering the form.
    await page.reload();
    await expect(page.getByTestId('ask-note')).toHaveText(
      `@${owner.account.username} only takes questions from people they follow who follow them too.`,
    );

    // The mutual friend still asks, told the circle is small.
    const friendContext = await browser.newContext(contextOptions());
    const friendPage = await friendContext.newPage();
    await storeSession(friendPage, friend.session);
    await friendPage.goto(`/${owner.account.username}`);
    await expect(friendPage.getByTestId('ask-notice')).toContainText('you are anonymous only among those few people');
    await friendPage.getByRole('textbox', { name: 'Your question' }).fill('Coffee after work?');
    await friendPage.getByRole('button', { name: 'Ask' }).click();
    await expect(friendPage.getByText('Your question has been sent!')).toBeVisible();
    await friendContext.close();
  });

  test('the inbox filters with their counts, kept in the address', async ({ page, request, browser }) => {
    const { owner } = await seedAskingRules(request);
    await storeSession(page, owner.session);
    await page.goto('/questions');
    const filters = page.getByRole('navigation', { name: 'Show questions' });
    await expect(filters.getByRole('link', { name: 'All (5)' })).toHaveAttribute('aria-current', 'page');
    await expect(filters.getByRole('link', { name: 'Anonymous (2)' })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'With name (3)' })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'From people I follow (1)' })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'Flagged (1)' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);

    await filters.getByRole('link', { name: 'From people I follow (1)' }).click();
    await expect(page).toHaveURL(/\/questions\?filter=following$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Shall we go hiking on Saturday?');
    await expect(page.getByText('Anonymous questions are never sorted by who sent them.')).toBeVisible();

    await filters.getByRole('link', { name: 'Anonymous (2)' }).click();
    await expect(page).toHaveURL(/\?filter=anonymous$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Show questions' }).getByRole('link', { name: 'Anonymous (2)' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(2);

    // An empty filter says so; "All" goes back to the whole inbox.
    await page.getByRole('navigation', { name: 'Show questions' }).getByRole('link', { name: 'All (5)' }).click();
    await expect(page).toHaveURL(/\/questions\??$/);
    await expect(page.getByRole('article')).toHaveCount(5);

    const other = await createOwner(request, 'empty');
    const context = await browser.newContext(contextOptions());
    const empty = await context.newPage();
    await storeSession(empty, other.session);
    await empty.goto('/questions?filter=flagged');
    await expect(empty.getByText('No questions here.')).toBeVisible();
    await context.close();
  });
});
