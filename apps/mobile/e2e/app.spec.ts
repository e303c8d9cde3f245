import { apiCall, createMember, expect, logIn, signUp, test } from './support';

test('a new member signs up in the app and lands on an empty timeline', async ({ page }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
});

test('an owner answers from the inbox and a follower sees it on the timeline', async ({ page, browser, request }) => {
  const [owner, asker, follower] = await Promise.all([
    createMember(request, 'own'),
    createMember(request, 'ask'),
    createMember(request, 'fol'),
  ]);
  await apiCall(request, follower, 'follow', { user_id: owner.id });
  await apiCall(request, asker, 'ask', { user_id: owner.id, question: 'Sea or mountains?', anonymous: true });

  await logIn(page, owner);
  await page.getByRole('tab', { name: /^Questions/ }).click();
  await page.getByRole('button', { name: 'Answer: Sea or mountains?' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('The sea, always.');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByText('No questions waiting.')).toBeVisible();
  await expect(page.getByText(asker.username)).toHaveCount(0);

  const followerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(followerPage, follower);
  await expect(followerPage.getByText('The sea, always.')).toBeVisible();
  await expect(followerPage.getByText(asker.username)).toHaveCount(0);
  await followerPage.close();
});
