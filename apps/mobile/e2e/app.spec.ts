import { readFileSync } from 'node:fs';
import { submitSignUpForm } from '../../../scripts/e2e/sign-up';
import { apiCall, createMember, expect, logIn, newAccount, signUp, test } from './support';

test('a new member signs up in the app and lands on an empty timeline', async ({ page }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
});

test('a new member passes the welcome: bio, a follow, the profile card; then shares an answer as a picture', async ({
  page,
  request,
}) => {
  // The most followed member of this server (the other specs' members have a follower or two), so a
  // newcomer's suggestions (the most followed, without friends of friends yet) list them first.
  const [star, asker, ...fans] = await Promise.all([
    createMember(request, 'star'),
    createMember(request, 'sask'),
    ...['sfa', 'sfb', 'sfc', 'sfd', 'sfe'].map((prefix) => createMember(request, prefix)),
  ]);
  for (const fan of fans) await apiCall(request, fan, 'follow', { user_id: star.id });
  await apiCall(request, asker, 'ask', { user_id: star.id, question: 'Tell us a secret?', anonymous: true });
  const inbox = await apiCall(request, star, 'myQuestions');
  const questionId = inbox.questions[0].id as number;
  await apiCall(request, star, 'answer', { question_id: questionId, answer: 'I sing in the shower.' });

  const account = newAccount('wel');
  await submitSignUpForm(page, account);

  await expect(page.getByRole('heading', { name: 'Show people who you are' })).toBeVisible();
  await expect(page).toHaveURL(/\/welcome/);
  // Sign-up made the name the username: the field is empty until the member chooses one.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Bio').fill('Hello from the welcome.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Follow a few people' })).toBeVisible();
  await page.getByRole('button', { name: `Follow @${star.username}` }).click();
  await expect(page.getByRole('button', { name: `Unfollow @${star.username}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const me = await request.get(`/api/profile?username=${account.username}`);
  expect(((await me.json()) as { user: { fullname: string } }).user.fullname).toBe('Ada Lovelace');

  await expect(page.getByRole('heading', { name: 'Share your profile link' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'The picture card of your profile, made to share in a story' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to Qurio' }).click();

  // The followed member's answer is on the timeline; its story card is shared (saved: no share sheet here).
  await expect(page.getByText('I sing in the shower.')).toBeVisible();
  await page.getByRole('button', { name: `Share the answer by @${star.username}` }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share as picture' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`qurio-${star.username}-${questionId}.png`);
  const bytes = readFileSync((await saved.path()) ?? '');
  const drawn = await request.get(`/cards/answers/${questionId}.png?format=story&theme=light`);
  expect(Buffer.compare(bytes, await drawn.body())).toBe(0);
  await expect(page.getByText('The picture is saved.')).toBeVisible();
});

test('an owner answers from the inbox and a follower sees it on the timeline', async ({ page, browser, request }) => {
  const [owner, asker, follower] = await Promise.all([
    createMember(request, 'own'),
    createMember(request, 'ask'),
    createMember(request, 'fol'),
  ]);
  await apiCall(request, follower, 'follow', { user_id: owner.id });
  await apiCall(request, asker, 'ask', { user_id: owner.id, question: 'Tea or coffee?', anonymous: true });
  await apiCall(request, asker, 'ask', { user_id: owner.id, question: 'Sea or mountains?', anonymous: true });

  await logIn(page, owner);
  await page.getByRole('tab', { name: /^Questions/ }).click();
  await page.getByRole('button', { name: 'Answer: Sea or mountains?' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('The sea, always.');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  // Focus goes on to the next question (as on the web), and the keyboard answers it from there.
  await expect(page.getByText('Your answer has been published!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer: Tea or coffee?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Tea, then coffee.');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  // The last one answered: the emptied inbox's heading has it.
  await expect(page.getByRole('heading', { name: 'No questions waiting.' })).toBeFocused();
  // In the inbox: the empty Home beneath may list the asker among random members, as it lists anyone.
  await expect(page.getByLabel('Questions waiting for your answer').getByText(asker.username)).toHaveCount(0);

  const followerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(followerPage, follower);
  await expect(followerPage.getByText('The sea, always.')).toBeVisible();
  await expect(followerPage.getByText(asker.username)).toHaveCount(0);
  await followerPage.close();
});

test('sign up, follow, ask anonymously, the answer on the timeline, like, German, night mode', async ({
  page,
  browser,
  request,
}) => {
  // Two members' screens, a language and a theme: past 60 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const owner = await createMember(request, 'own');
  const member = await signUp(page, 'fan');

  // Follow the owner and ask anonymously from their profile.
  await page.goto(`/${owner.username}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ask anonymously' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Your question' }).fill('What made you smile today?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByText('Your question has been sent')).toBeVisible();

  // The owner answers from the inbox and never sees who asked.
  const ownerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(ownerPage, owner);
  await ownerPage.getByRole('tab', { name: /^Questions/ }).click();
  await expect(ownerPage.getByText('Anonymous').first()).toBeVisible();
  await expect(ownerPage.getByLabel('Questions waiting for your answer').getByText(member.username)).toHaveCount(0);
  await ownerPage.getByRole('button', { name: 'Answer: What made you smile today?' }).click();
  await ownerPage.getByRole('textbox', { name: 'Your answer' }).fill('A letter from an old friend.');
  await ownerPage.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(ownerPage.getByText('No questions waiting.')).toBeVisible();
  await ownerPage.close();

  // The answer on the member's timeline, liked there.
  await page.goto('/');
  await expect(page.getByText('A letter from an old friend.')).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText('1 like')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('qurio.token'));
  const self = { id: 0, username: member.username, token: token ?? '' };

  // German, saved to the account, then night mode.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByText('Language', { exact: true }).click();
  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await expect(page.getByText('Deine Sprache wurde gespeichert.')).toBeVisible();
  const profile = await apiCall(request, self, 'myProfile');
  expect(profile.user.lang).toBe('de');
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Start' })).toBeVisible();
  await page.getByRole('button', { name: 'Nachtmodus' }).click();
  await expect(page.getByRole('button', { name: 'Heller Modus' })).toBeVisible();
});

test('a followed member’s answer reaches the open app over the live stream; "Show 1 new answer" shows it', async ({
  page,
  request,
}) => {
  const [writer, reader, asker] = await Promise.all([
    createMember(request, 'wri'),
    createMember(request, 'rea'),
    createMember(request, 'ask'),
  ]);
  await apiCall(request, reader, 'follow', { user_id: writer.id });
  const answer = async (question: string, text: string) => {
    await apiCall(request, asker, 'ask', { user_id: writer.id, question, anonymous: true });
    const inbox = (await apiCall(request, writer, 'myQuestions')) as { questions: { id: number; question: string }[] };
    const found = inbox.questions.find((item) => item.question === question);
    if (!found) throw new Error('The question did not reach the inbox');
    await apiCall(request, writer, 'answer', { question_id: found.id, answer: text });
  };
  await answer('Tea or coffee?', 'Tea, with a book.');
  // The app opens the web's event stream (expo/fetch is the browser's fetch in the web export).
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.ok());
  await logIn(page, reader);
  await expect(page.getByText('Tea, with a book.')).toBeVisible();
  const stream = await opened;
  expect(stream.url()).not.toContain(reader.token);

  await answer('Early or late?', 'Early, before the city wakes.');
  const newer = page.getByRole('button', { name: 'Show 1 new answer' });
  // At once, not at the next 30 s poll: no poll runs while the stream is open.
  await expect(newer).toBeVisible({ timeout: 2000 });
  await newer.click();
  await expect(page.getByText('Early, before the city wakes.')).toBeInViewport();
  await expect(newer).toHaveCount(0);
});
