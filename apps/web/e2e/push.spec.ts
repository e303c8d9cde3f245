import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { api } from './api';
import { expect, networkSettled, signInThroughApi, test } from './fixtures';

// This spec is about the service worker (or runs beside it, as a member's app does): the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const SWITCH = 'Push notifications on this device';

/**
 * Headless Chromium has no push service to subscribe at ("Registration failed - permission
 * denied": it reaches no FCM), so `PushManager.subscribe` is the one part stood in for: it hands out
 * a subscription as a browser would, on the FCM host the server trusts by default, with a real
 * P-256 key and auth secret. Everything else is real: the permission, the settings screen, the
 * server's `vapidPublicKey` and `registerWebPush` (which checks the host and the key), the built
 * service worker that CDP's `ServiceWorker.deliverPushMessage` wakes with a push, and the
 * notification it shows. What only a real push service can show is said in the README.
 */
async function standInPushManager(page: Page): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((made) => {
    const STORE = 'e2e-push-subscription';
    const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const build = (serverKey: Uint8Array) => ({
      endpoint: made.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: serverKey.slice().buffer },
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem(STORE, btoa(String.fromCharCode(...key)));
      return build(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(STORE);
      return stored ? (build(fromBase64(stored)) as unknown as PushSubscription) : null;
    };
  }, subscription);
  return subscription;
}

/** Waits until the built service worker controls the page, and returns its registration id for CDP. */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) ids.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  await expect.poll(() => ids.get(`${ORIGIN}/`)).toBeTruthy();
  return { cdp, registrationId: ids.get(`${ORIGIN}/`) as string };
}

/** The notifications the service worker is showing, as the page can read them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

test.describe('push notifications on this device', () => {
  test('turned on in settings, a push reaches the service worker and shows; off again; sign-out ends it', async ({
    page,
    context,
    request,
  }) => {
    // The longest flow of the suite (9 s alone): it ran past 30 s beside the other lanes in CI.
    test.slow();
    await context.grantPermissions(['notifications'], { origin: ORIGIN });
    const subscription = await standInPushManager(page);
    await signInThroughApi(page, request);
    await page.goto('/settings/notification');
    const { cdp, registrationId } = await workerRegistration(context, page);
    await networkSettled(page);

    const toggle = page.getByRole('switch', { name: SWITCH });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Shows what you chose above as notifications on this device, even when Qurio is closed.',
    );
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/registerWebPush'));
    await toggle.click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint, keys: subscription.keys });
    await expect(toggle).toBeChecked();
    // Subscribed with the server's VAPID key.
    const { public_key: vapidKey } = await (await api(request).get('/vapidPublicKey')).json();
    const usedKey = await page.evaluate(() => localStorage.getItem('e2e-push-subscription'));
    expect(Buffer.from(usedKey ?? '', 'base64').toString('base64url')).toBe(vapidKey);

    // A push as the server's WebPushSender makes it, decrypted by the browser, into the real worker.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: ORIGIN,
      registrationId,
      data: JSON.stringify({
        title: 'New question',
        body: 'You have a new question',
        url: '/questions',
        tag: 'qurio-question-41',
      }),
    });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'New question',
          body: 'You have a new question',
          tag: 'qurio-question-41',
          icon: `${ORIGIN}/icon-192.png`,
          url: '/questions',
        },
      ]);
    // A push about the same question replaces it; one about a follow comes beside it. A path off
    // the site is not followed: the notification opens the notifications page instead.
    for (const data of [
      { title: 'New question', body: 'You have a new question', url: '/questions', tag: 'qurio-question-41' },
      {
        title: 'New follower',
        body: '@ada is now following you',
        url: 'https://evil.example/',
        tag: 'qurio-follow-ada',
      },
    ]) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: ORIGIN,
        registrationId,
        data: JSON.stringify(data),
      });
    }
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => `${n.tag} ${n.url}`).sort())
      .toEqual(['qurio-follow-ada /notifications', 'qurio-question-41 /questions']);

    // A click on a notification with Qurio open: the worker asks the tab to show the page, and the
    // app goes there without a reload (the click itself needs a platform notification centre).
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const worker = context.serviceWorkers().find((w) => w.url() === `${ORIGIN}/sw.js`);
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      type Window = { postMessage: (message: unknown) => void };
      const scope = self as unknown as { clients: { matchAll: (o: object) => Promise<Window[]> } };
      for (const client of await scope.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: 'qurio:open', path: '/questions' });
      }
    });
    await expect(page).toHaveURL(`${ORIGIN}/questions`);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // Off: the server forgets it first, then the browser.
    await page.goto('/settings/notification');
    await expect(toggle).toBeChecked();
    const unregistered = page.waitForResponse((r) => r.url().endsWith('/api/unregisterWebPush'));
    await toggle.click();
    expect((await unregistered).request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await expect(toggle).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();

    // On again, then signing out ends the session (and with it the subscription on the server) and
    // the browser's subscription.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/registerWebPush'));
    await toggle.click();
    expect((await again).status()).toBe(200);
    await expect(toggle).toBeChecked();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  });

  test('with every Qurio tab closed, a push still shows its notification', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications'], { origin: ORIGIN });
    await standInPushManager(page);
    await signInThroughApi(page, request);
    await page.goto('/settings/notification');
    const { registrationId } = await workerRegistration(context, page);
    await networkSettled(page);
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/registerWebPush'));
    await page.getByRole('switch', { name: SWITCH }).click();
    expect((await registered).status()).toBe(200);

    // The member closes Qurio: only a blank tab of another kind is left to reach the browser.
    const blank = await context.newPage();
    await page.close();
    const browserSide = await context.newCDPSession(blank);
    await browserSide.send('ServiceWorker.enable');
    await browserSide.send('ServiceWorker.deliverPushMessage', {
      origin: ORIGIN,
      registrationId,
      data: JSON.stringify({ title: 'New question', body: 'You have a new question', url: '/questions', tag: 'q-7' }),
    });
    // The worker, woken by the push with no page of its own open, shows the notification.
    await expect
      .poll(async () => {
        const worker = context.serviceWorkers().find((w) => w.url() === `${ORIGIN}/sw.js`);
        if (!worker) return [];
        return worker.evaluate(async () => {
          const scope = self as unknown as { registration: ServiceWorkerRegistration };
          return (await scope.registration.getNotifications()).map((n) => `${n.tag} ${n.title}: ${n.body}`);
        });
      })
      .toEqual(['q-7 New question: You have a new question']);
    expect(context.pages().map((p) => p.url())).toEqual(['about:blank']);
  });

  test('says why it cannot be turned on when notifications are blocked for the site', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signInThroughApi(page, request);
    await page.goto('/settings/notification');
    const toggle = page.getByRole('switch', { name: SWITCH });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Notifications are blocked for Qurio in this browser. Allow them in the site settings to turn this on.',
    );
  });
});
