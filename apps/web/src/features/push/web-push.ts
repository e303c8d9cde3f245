import { registerWebPush, unregisterWebPush, vapidPublicKey } from '@qurio/contract/routes';
import { callApi } from '../../api/client';

/**
 * Web Push on this browser (the server's side: features/push, `registerWebPush`). `unsupported`: no
 * service worker (development builds have none), no Push API or no Notification API; `denied`: the
 * member blocked notifications for the site, which only the browser's settings can undo.
 */
export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the service worker, which the app registers once the page has loaded. */
const WORKER_WAIT_MS = 4000;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function register(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the subscription has no keys');
  await callApi(registerWebPush, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/**
 * What this browser is at: on when it holds a subscription and may show notifications. An `on`
 * subscription is registered again for this session, so a browser that was subscribed under an
 * earlier session (ended by a logout elsewhere) gets pushes again without a second click.
 */
export async function readWebPushState(): Promise<WebPushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await register(subscription);
  return 'on';
}

/**
 * Asks for permission (a click must have led here: browsers refuse otherwise), subscribes with the
 * server's VAPID key and registers the subscription for this session. A subscription made with
 * another key (the server's keys changed) is replaced. The browser's subscription is undone when
 * the server refuses it, so the switch and the server never disagree.
 */
export async function turnWebPushOn(): Promise<WebPushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = bytesOf((await callApi(vapidPublicKey)).public_key);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await register(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => {});
    throw error;
  }
  return 'on';
}

/** Tells the server first (it stops sending), then ends the browser's subscription. */
export async function turnWebPushOff(): Promise<WebPushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  if (subscription) {
    await callApi(unregisterWebPush, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

/**
 * At sign-out: the server ended the subscription with the session; this ends the browser's too, so
 * the next member on this browser starts with push off. Never fails the sign-out.
 */
export async function forgetWebPush(): Promise<void> {
  try {
    if (!supported()) return;
    const worker = await navigator.serviceWorker.getRegistration();
    const subscription = await worker?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing is sent to it any more either way: the server forgot it with the session.
  }
}
