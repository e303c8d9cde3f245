import * as routes from '@qurio/contract/routes';
import * as Device from 'expo-device';
import * as Notifications from 'expo-notifications';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { api } from '../src/api/client';
import { pushPath } from '../src/features/push/push-navigation';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember, PASSWORD, storedPushTokens } from './server';

// Only the device side is stood in for: a phone (expo-device's isDevice, set in beforeEach: the
// app loaded the module before this file could mock it) whose user answers the permission prompt
// and whose OS hands out a push token. The registration itself goes to the real server.
jest.mock('expo-notifications', () => ({
  ...jest.requireActual('expo-notifications'),
  getPermissionsAsync: jest.fn(),
  requestPermissionsAsync: jest.fn(),
  getDevicePushTokenAsync: jest.fn(),
  // The push the member pressed to open the app (none unless a test says so).
  getLastNotificationResponse: jest.fn(() => null),
  clearLastNotificationResponse: jest.fn(),
}));

const device = Notifications as jest.Mocked<typeof Notifications>;

function permission(granted: boolean) {
  return { granted, canAskAgain: true, status: granted ? 'granted' : 'denied', expires: 'never' } as Awaited<
    ReturnType<typeof Notifications.getPermissionsAsync>
  >;
}

/** A fresh APNs-shaped device token (64 hex digits); the test renderer is iOS. */
function deviceToken(): string {
  let token = '';
  while (token.length < 64) token += Math.floor(Math.random() * 16).toString(16);
  return token;
}

/** The calls the app made to one route, with what each resolved to. */
async function callsTo(spy: jest.SpyInstance, route: { path: string }) {
  const found = [];
  for (const [index, args] of spy.mock.calls.entries()) {
    if ((args[0] as { path: string }).path !== route.path) continue;
    const pending = Promise.resolve(spy.mock.results[index]?.value as Promise<unknown>);
    found.push({ index, result: await pending.catch((error: unknown) => error) });
  }
  return found;
}

async function logIn(member: Awaited<ReturnType<typeof createMember>>) {
  const view = renderApp('/login');
  fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
  fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
  fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(view.getPathname()).toBe('/'));
  return view;
}

describe('push notifications', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    jest.clearAllMocks();
    jest.replaceProperty(Device, 'isDevice', true);
    spy = jest.spyOn(api, 'call');
  });
  afterEach(() => {
    spy.mockRestore();
    jest.restoreAllMocks();
  });

  it('registers the device with the server after sign-in, and unregisters it before logging out', async () => {
    const member = await createMember('push');
    const token = deviceToken();
    device.getPermissionsAsync.mockResolvedValue(permission(false));
    device.requestPermissionsAsync.mockResolvedValue(permission(true));
    device.getDevicePushTokenAsync.mockResolvedValue({ type: 'ios', data: token });

    const view = await logIn(member);
    await waitFor(() => expect(storedPushTokens(token)).toEqual([{ user_id: member.id, platform: 'ios' }]));
    expect(device.requestPermissionsAsync).toHaveBeenCalledTimes(1);

    fireEvent.press(screen.getByLabelText('Profile'));
    fireEvent.press(await screen.findByRole('button', { name: 'Log out' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.getPathname()).toBe('/login'));

    const unregister = await callsTo(spy, routes.unregisterPushToken);
    const logout = await callsTo(spy, routes.logout);
    expect(unregister).toHaveLength(1);
    expect(unregister[0]?.result).toMatchObject({ status: true });
    // Before the session ends: afterwards the call would have no session to act for.
    expect(unregister[0]?.index).toBeLessThan(logout[0]?.index ?? -1);
    expect(storedPushTokens(token)).toEqual([]);
  });

  it('registers again on a start with a stored session', async () => {
    const member = await createMember('pstart');
    const token = deviceToken();
    device.getPermissionsAsync.mockResolvedValue(permission(true));
    device.getDevicePushTokenAsync.mockResolvedValue({ type: 'ios', data: token });
    await signInStored(member);
    renderApp('/');
    await waitFor(() => expect(storedPushTokens(token)).toEqual([{ user_id: member.id, platform: 'ios' }]));
    expect(device.requestPermissionsAsync).not.toHaveBeenCalled();
  });

  it('registers nothing when the member does not allow notifications', async () => {
    const member = await createMember('pno');
    device.getPermissionsAsync.mockResolvedValue(permission(false));
    device.requestPermissionsAsync.mockResolvedValue(permission(false));
    device.getDevicePushTokenAsync.mockResolvedValue({ type: 'ios', data: deviceToken() });

    await logIn(member);
    await waitFor(() => expect(device.requestPermissionsAsync).toHaveBeenCalledTimes(1));
    await screen.findByText('Your timeline is still empty.');
    expect(device.getDevicePushTokenAsync).not.toHaveBeenCalled();
    expect(await callsTo(spy, routes.registerPushToken)).toEqual([]);
  });

  it('opens the screen a pressed push names, and never an asker for a new question', () => {
    expect(pushPath({ kind: 'question', question_id: '7' }, 'me')).toBe('/inbox');
    expect(pushPath({ kind: 'follow', username: 'ada' }, 'me')).toBe('/ada');
    expect(pushPath({ kind: 'answer', username: 'ada', question_id: '7' }, 'me')).toBe('/ada/post/7');
    expect(pushPath({ kind: 'like', username: 'ada', question_id: '7' }, 'me')).toBe('/me/post/7');
    expect(pushPath({ kind: 'follow', username: '../evil' }, 'me')).toBe('/notifications');
    expect(pushPath({}, 'me')).toBeNull();
  });

  it('opens the answer a pressed push names over the tabs, with a way back to them', async () => {
    const [member, friend] = await Promise.all([createMember('ptap'), createMember('pfri')]);
    const id = await askQuestion(member, friend, 'Did the push bring me here?');
    await friend.api.call(routes.answer, { question_id: id, answer: 'Straight from the lock screen.' });
    device.getPermissionsAsync.mockResolvedValue(permission(false));
    device.getLastNotificationResponse.mockReturnValue({
      actionIdentifier: 'expo.modules.notifications.actions.DEFAULT',
      notification: {
        date: Date.now(),
        request: {
          identifier: `push-${id}`,
          content: { data: { kind: 'answer', username: friend.username, question_id: String(id) } },
          trigger: null,
        },
      },
    } as unknown as ReturnType<typeof Notifications.getLastNotificationResponse>);
    await signInStored(member);

    const view = renderApp('/');
    expect(await screen.findByText('Straight from the lock screen.')).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${friend.username}/post/${id}`);
    expect(device.clearLastNotificationResponse).toHaveBeenCalled();
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    expect(await screen.findByLabelText('Home')).toBeOnTheScreen();
  });
});
