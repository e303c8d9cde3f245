import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import sharp from 'sharp';
import { screenSettled } from './a11y';
import { apiCall, createMember, expect, storeSession, test } from './support';

// Screenshots of every screen at phone size, light and night, for a person to look at
// (QURIO_SCREENS=1 npm --prefix apps/mobile run e2e; QURIO_SCREENS_LANG=de for another language).
// Not assertions: the flows are tested elsewhere.
const LANG = process.env.QURIO_SCREENS_LANG ?? 'en';
const OUT = join(__dirname, '..', 'test-results', 'screens', LANG);
// The device's language for the guest screens; the member's saved one after logging in.
test.use({ locale: LANG });

test('every screen, light and night @screens', async ({ page, request }) => {
  // Two dozen screens twice, on a shared two-core machine: 240 s ran out at the first night screen.
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const [me, friend, asker] = await Promise.all([
    createMember(request, 'me', LANG),
    createMember(request, 'friend'),
    createMember(request, 'asker'),
  ]);
  await apiCall(request, me, 'follow', { user_id: friend.id });
  // The friend has a picture and a cover; the others show the default avatars by their ids.
  await uploadImage(request, friend, 'uploadProfileImage', 'profile_image', 240, 240, '#e8a33d');
  await uploadImage(request, friend, 'uploadCoverImage', 'cover_image', 1200, 400, '#3d7be8');
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
    '/settings/account',
    '/settings/notification',
    '/welcome',
    '/welcome?step=2',
    '/welcome?step=3',
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
      await screenSettled(page);
      await page.screenshot({ path: join(OUT, `${name(path)}-${scheme}.png`) });
    }
    await storeSession(page, me);
    for (const path of memberScreens) {
      await page.goto(path);
      await screenSettled(page);
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
    // The wheel's (smooth) scroll has ended when the page moved and then stood still for two frames.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const offset = () =>
            Array.from(document.querySelectorAll('div')).reduce((sum, div) => sum + div.scrollTop, 0);
          const before = offset();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(before > 0 && offset() === before)));
        }),
    );
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `settings-notification-mail-${scheme}.png`) });
    await page.evaluate(() => localStorage.clear());
  }
});

/** Uploads a plain picture of one colour as a member's avatar or cover, as the settings page would. */
async function uploadImage(
  request: APIRequestContext,
  member: { token: string },
  call: string,
  field: string,
  width: number,
  height: number,
  background: string,
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await request.post(`/api/${call}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { [field]: { name: 'picture.png', mimeType: 'image/png', buffer } },
  });
  expect(response.ok()).toBe(true);
}

/** The strings of LANG the two-factor screens are found by (the web's locale file, as the app bundles it). */
const strings = JSON.parse(readFileSync(join(__dirname, '../../web/src/i18n/locales', `${LANG}.json`), 'utf8'));
const tfa = strings.app.native.twoFactor as Record<string, string>;

test('two-factor authentication, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const shot = (name: string, scheme: string) => page.screenshot({ path: join(OUT, `${name}-${scheme}.png`) });
  const settle = async () => {
    await screenSettled(page);
  };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const me = await createMember(request, 'tfa', LANG);
    await page.goto('/login');
    await storeSession(page, me);

    // Off; the set-up (the app button and the key); scrolled, the QR code and the first code.
    await page.goto('/settings/two-factor');
    await settle();
    await shot('settings-two-factor-off', scheme);
    await page.getByRole('button', { name: tfa.start }).click();
    const key = page.getByLabel(new RegExp(`^${tfa.keyLabel?.replace('{{key}}', '')}`));
    const secret = ((await key.getAttribute('aria-label')) ?? '').split(' ').at(-1) ?? '';
    await settle();
    await shot('settings-two-factor-setup', scheme);
    await page.getByLabel(tfa.firstCode ?? '').scrollIntoViewIfNeeded();
    await settle();
    await shot('settings-two-factor-setup-qr', scheme);

    // The recovery codes, once; then the page as it stays (on; turning off opened).
    await page.getByLabel(tfa.firstCode ?? '').fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: tfa.turnOn, exact: true }).click();
    await page.getByRole('button', { name: tfa.codesDone }).waitFor();
    await page.getByRole('heading', { name: tfa.codesTitle }).scrollIntoViewIfNeeded();
    await settle();
    await shot('settings-two-factor-codes', scheme);
    await page.getByRole('button', { name: tfa.codesDone }).click();
    await page.getByRole('button', { name: tfa.offSubmit, exact: true }).click();
    await settle();
    await shot('settings-two-factor-on', scheme);

    // The login's second step, for the app's code and for a recovery code.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel(strings.login.username).fill(me.username);
    await page.getByLabel(strings.login.password, { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: strings.login.submit }).click();
    await page.getByRole('switch').waitFor();
    await settle();
    await shot('login-code', scheme);
    await page.getByRole('switch').click();
    await settle();
    await shot('login-recovery-code', scheme);
    await page.evaluate(() => localStorage.clear());
  }
});

/** Where the member is signed in besides this phone: the rows name these (the server reads them). */
const OTHER_DEVICES: Record<string, string>[] = [
  { 'user-agent': 'okhttp/4.12.0', 'x-qurio-client': 'app/android' },
  {
    'user-agent':
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  },
  { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0' },
];

test('where you are signed in, and the consent screen, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const shot = (name: string, scheme: string) => page.screenshot({ path: join(OUT, `${name}-${scheme}.png`) });
  const settle = async () => {
    await screenSettled(page);
  };
  const sessions = strings.settings.sessions as Record<string, string>;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const account = await createMember(request, 'sess', LANG);
    const logIn = (headers: Record<string, string>) =>
      request.post('/api/token', { data: { username: account.username, password: 'secret-pass-1' }, headers });
    for (const headers of OTHER_DEVICES) expect((await logIn(headers)).ok()).toBe(true);
    // This phone: the iPhone app, as a phone's own sign-in names itself.
    const mine = await logIn({ 'user-agent': 'Qurio/1 CFNetwork/1490 Darwin/23.2.0', 'x-qurio-client': 'app/ios' });
    const { data } = await mine.json();
    const me = { ...account, token: data.access_token, user: data };
    await page.goto('/login');
    await storeSession(page, me);
    await page.goto('/settings/sessions');
    await page.getByText(new RegExp(sessions.thisDevice ?? '')).waitFor();
    await settle();
    await shot('settings-sessions', scheme);
    await page.getByRole('button', { name: sessions.othersTitle }).click();
    await settle();
    await shot('settings-sessions-others-dialog', scheme);
    await page.evaluate(() => localStorage.clear());

    // A member made by a client on the spec's payload: the confirmations are still owed.
    const owes = await createMember(request, 'owes', LANG, { consent: false });
    await storeSession(page, owes);
    await page.goto(`/${account.username}`);
    await page.getByRole('button', { name: strings.consent.submit }).waitFor();
    await settle();
    await shot('consent', scheme);
    await page.getByRole('button', { name: strings.consent.submit }).click();
    await settle();
    await shot('consent-missing', scheme);
    await page.evaluate(() => localStorage.clear());
  }
});
