import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiCall, createMember, storeSession, test } from './support';

// Screenshots of every screen at phone size, light and night, for a person to look at
// (QURIO_SCREENS=1 npm --prefix apps/mobile run e2e; QURIO_SCREENS_LANG=de for another language).
// Not assertions: the flows are tested elsewhere.
const LANG = process.env.QURIO_SCREENS_LANG ?? 'en';
const OUT = join(__dirname, '..', 'test-results', 'screens', LANG);
// The device's language for the guest screens; the member's saved one after logging in.
test.use({ locale: LANG });

test('every screen, light and night @screens', async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(OUT, { recursive: true });
  const [me, friend, asker] = await Promise.all([
    createMember(request, 'me', LANG),
    createMember(request, 'friend'),
    createMember(request, 'asker'),
  ]);
  await apiCall(request, me, 'follow', { user_id: friend.id });
  // One kind without in-app notifications, so its e-mail choices show disabled with their hint.
  await apiCall(request, me, 'set', { key: 'notify_followers', value: '0' });
  await apiCall(request, friend, 'follow', { user_id: me.id });
  await apiCall(request, asker, 'ask', {
    user_id: friend.id,
    question: 'What are you reading? #books',
    anonymous: true,
  });
  const friendInbox = await apiCall(request, friend, 'myQuestions');
  const questionId = friendInbox.questions[0].id;
  await apiCall(request, friend, 'answer', { question_id: questionId, answer: 'A novel about the sea. #books' });
  await apiCall(request, me, 'likeQuestion', { id: questionId });
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Coffee or tea?', anonymous: true });
  await apiCall(request, friend, 'ask', { user_id: me.id, question: 'Where did you grow up?', anonymous: false });

  const guestScreens = ['/login', '/signup', '/forgot-password'];
  const memberScreens = [
    '/',
    '/explore',
    '/inbox',
    '/notifications',
    '/profile',
    `/${friend.username}`,
    `/${friend.username}/post/${questionId}`,
    `/${friend.username}/followers`,
    '/search?term=books',
    '/settings',
    '/settings/notification',
  ];
  const name = (path: string) =>
    path === '/'
      ? 'home'
      : path
          .slice(1)
          .replaceAll(friend.username, 'member')
          .replace(/[/?=]+/g, '-');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of guestScreens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(OUT, `${name(path)}-${scheme}.png`) });
    }
    await storeSession(page, me);
    for (const path of memberScreens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `${name(path)}-${scheme}.png`) });
    }
    // The notification settings go on below the switches: the e-mail choices.
    await page.goto('/settings/notification');
    await page
      .getByText(
        /^(E-mail notifications|E-Mail-Benachrichtigungen|Notificaciones por correo|Notificações por e-mail|E-posta bildirimleri)$/,
      )
      .waitFor();
    // The wheel scrolls what is under the pointer: the page's scroll view, not its header.
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, `settings-notification-mail-${scheme}.png`) });
    await page.evaluate(() => localStorage.clear());
  }
});
