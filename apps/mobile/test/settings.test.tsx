import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as routes from '@qurio/contract/routes';
import * as ImagePicker from 'expo-image-picker';
import { act, fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { setServerUrl } from '../src/api/config';
import { i18n } from '../src/i18n';
import { installNativeFormData } from './native-form-data';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember, mailsTo, PASSWORD, waitForMail } from './server';

// The system photo picker is native UI: only it is replaced; the upload goes to the real server.
jest.mock('expo-image-picker', () => ({ launchImageLibraryAsync: jest.fn() }));

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * One kind's e-mail choices. The group is a plain View (an accessibility element would hide its
 * radios from screen readers), so the role query does not see it: found by its label instead.
 */
function mailGroup(kind: string) {
  const group = screen.getAllByLabelText(kind).find((node) => node.props.accessibilityRole === 'radiogroup');
  if (!group) throw new Error(`No e-mail choices for ${kind}`);
  return group;
}

async function openAs(member: Member, url: string) {
  await signInStored(member);
  return renderApp(url);
}

describe('settings', () => {
  // The first screen of the file: in CI beside the other lanes its first render waited past 10 s
  // for the button (a wait on the element: a longer cap costs a passing run nothing).
  it('is reached from the own profile and lists every page', async () => {
    const member = await createMember('menu');
    const view = await openAs(member, '/profile');
    fireEvent.press(await screen.findByRole('button', { name: 'Settings' }, { timeout: 45_000 }));
    await waitFor(() => expect(view.getPathname()).toBe('/settings'));
    for (const title of [
      'Personal information',
      'Questions you sent',
      'Blocked users',
      'Notifications',
      'Account',
      'E-mail address',
      'Username',
      'Language',
      'Password',
    ]) {
      expect(screen.getByRole('link', { name: title })).toBeOnTheScreen();
    }
    fireEvent.press(screen.getByRole('link', { name: /^Password/ }));
    await waitFor(() => expect(view.getPathname()).toBe('/settings/password'));
  }, 60_000);

  it('changes the name and the bio, and the profile shows them', async () => {
    const member = await createMember('name');
    await openAs(member, '/settings/personal');
    fireEvent.changeText(await screen.findByLabelText('Name'), 'Ada Lovelace');
    fireEvent.changeText(screen.getByLabelText('Bio'), 'Counting engines since 1843.');
    fireEvent.press(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeOnTheScreen();
    const { user } = await clientFor().call(routes.profile, { username: member.username });
    expect(user.fullname).toBe('Ada Lovelace');
    expect(user.bio).toBe('Counting engines since 1843.');
  });

  it('shows the translated error for an empty name', async () => {
    const member = await createMember('empty');
    await openAs(member, '/settings/personal');
    fireEvent.changeText(await screen.findByLabelText('Name'), '   ');
    fireEvent.press(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your name.');
  });

  it('switches the language at once and saves it to the account', async () => {
    const member = await createMember('lang');
    await openAs(member, '/settings/language');
    fireEvent.press(await screen.findByRole('radio', { name: 'Deutsch' }));

    expect(await screen.findByText(i18n.getFixedT('de')('settings.language.saved'))).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Sprache' })).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(i18n.language).toBe('de');
    const { user } = await member.api.call(routes.myProfile);
    expect(user.lang).toBe('de');
  });

  it('changes the password; the new one logs in', async () => {
    const member = await createMember('pw');
    await openAs(member, '/settings/password');
    fireEvent.changeText(await screen.findByLabelText('Current password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('New password'), 'brand-new-pass-2');
    fireEvent.changeText(screen.getByLabelText('Repeat new password'), 'brand-new-pass-2');
    fireEvent.press(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed.')).toBeOnTheScreen();
    const login = await clientFor().call(routes.token, { username: member.username, password: 'brand-new-pass-2' });
    expect(login.data.username).toBe(member.username);
    await expect(
      clientFor().call(routes.token, { username: member.username, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });
  });

  it('shows the translated error for a wrong current password', async () => {
    const member = await createMember('wrongpw');
    // A member who chose German: the app follows the member's language over the device's.
    await member.api.call(routes.set, { key: 'lang', value: 'de' });
    await openAs({ ...member, lang: 'de' }, '/settings/password');
    const t = i18n.getFixedT('de');
    fireEvent.changeText(await screen.findByLabelText(t('settings.password.current')), 'not-my-password');
    fireEvent.changeText(screen.getByLabelText(t('settings.password.new')), 'brand-new-pass-3');
    fireEvent.changeText(screen.getByLabelText(t('settings.password.repeat')), 'brand-new-pass-3');
    fireEvent.press(screen.getByRole('button', { name: t('settings.password.submit') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.CHECK_PASSWORD'));
    expect(t('errors.CHECK_PASSWORD')).not.toBe('Please check your password!');
  });

  it('flips a switch and the server keeps it', async () => {
    const member = await createMember('tog');
    await openAs(member, '/settings/account');
    const toggle = await screen.findByRole('switch', { name: 'Allow questions' });
    expect(toggle).toBeChecked();
    fireEvent(toggle, 'valueChange', false);
    await waitFor(async () => {
      const { settings } = await member.api.call(routes.accountSettings);
      expect(settings.allow_ask).toBe(false);
    });
    expect(screen.getByRole('switch', { name: 'Allow questions' })).not.toBeChecked();
  });

  it('saves a notification switch', async () => {
    const member = await createMember('notif');
    await openAs(member, '/settings/notification');
    fireEvent(await screen.findByRole('switch', { name: 'Likes' }), 'valueChange', false);
    await waitFor(async () => {
      const { settings } = await member.api.call(routes.notificationSettings);
      expect(settings.notify_likes).toBe(false);
    });
  });

  it('chooses e-mail per kind at once, only for kinds that notify, and asks to confirm the address', async () => {
    const member = await createMember('mailk');
    await member.api.call(routes.set, { key: 'notify_followers', value: '0' });
    await openAs(member, '/settings/notification');

    expect(await screen.findByText('E-mail notifications')).toBeOnTheScreen();
    expect(screen.getByText('E-mails go only to a confirmed address. Confirm yours to get them.')).toBeOnTheScreen();
    expect(screen.getByRole('link', { name: 'Confirm your address' })).toBeOnTheScreen();

    const likes = mailGroup('Likes');
    const { mail } = await member.api.call(routes.notificationSettings);
    expect(within(likes).getByRole('radio', { name: 'Off' })).toHaveProp('accessibilityState', {
      checked: mail.mail_likes === 'off',
      disabled: false,
    });
    fireEvent.press(within(likes).getByRole('radio', { name: 'At once' }));
    await waitFor(() => expect(within(likes).getByRole('radio', { name: 'At once' })).toBeChecked());
    expect(within(likes).getByRole('radio', { name: 'Off' })).not.toBeChecked();
    await waitFor(async () => {
      expect((await member.api.call(routes.notificationSettings)).mail.mail_likes).toBe('immediate');
    });

    // Followers notify nobody in the app, so no mail either: only "Off" can be chosen, with the hint.
    const followers = mailGroup('New followers');
    expect(followers).toHaveProp('accessibilityHint', 'Turn on this notification above to get e-mails about it.');
    expect(within(followers).getByRole('radio', { name: 'Daily digest' })).toBeDisabled();
    expect(within(followers).getByRole('radio', { name: 'Off' })).toBeEnabled();
    expect(screen.getAllByText('Turn on this notification above to get e-mails about it.')).toHaveLength(1);

    // Turning a switch off above disables that kind's mail choices at once.
    fireEvent(screen.getByRole('switch', { name: 'Mentions' }), 'valueChange', false);
    await waitFor(() => expect(within(mailGroup('Mentions')).getByRole('radio', { name: 'At once' })).toBeDisabled());
    expect(screen.getAllByText('Turn on this notification above to get e-mails about it.')).toHaveLength(2);
  });

  it('puts the e-mail choice back and says so when it cannot be saved', async () => {
    const member = await createMember('mailr');
    await member.api.call(routes.set, { key: 'mail_answers', value: 'daily' });
    await openAs(member, '/settings/notification');
    await screen.findByText('E-mail notifications');
    const answers = mailGroup('Answers');
    expect(within(answers).getByRole('radio', { name: 'Daily digest' })).toBeChecked();

    const server = process.env.QURIO_TEST_API_URL ?? '';
    // Nothing listens on port 9 here: the save fails without a response, as offline.
    setServerUrl('http://127.0.0.1:9');
    try {
      fireEvent.press(within(answers).getByRole('radio', { name: 'At once' }));
      // The call's error as the app words it (no answer at all: offline or too slow).
      expect(
        await screen.findByText(/^(No Internet Connection|Connection is too slow, please try again\.)$/),
      ).toBeOnTheScreen();
      expect(within(answers).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
      expect(within(answers).getByRole('radio', { name: 'At once' })).not.toBeChecked();
    } finally {
      setServerUrl(server);
    }
    expect((await member.api.call(routes.notificationSettings)).mail.mail_answers).toBe('daily');
  });

  it('drops the confirm note once the address is confirmed', async () => {
    const member = await createMember('mailv');
    await member.api.call(routes.sendEmailVerificationMail, {});
    const code = /^\s*(\d{6})\s*$/m.exec(await waitForMail(member.email))?.[1] ?? '';
    await member.api.call(routes.verifyEmail, { email: member.email, code });
    await openAs(member, '/settings/notification');
    expect(await screen.findByText('E-mail notifications')).toBeOnTheScreen();
    expect(screen.getAllByRole('radio', { name: 'Daily digest' })).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Confirm your address' })).toBeNull();
  });

  it('lists blocked users and unblocks one after confirmation', async () => {
    const [member, pest] = await Promise.all([createMember('blk'), createMember('pest')]);
    await member.api.call(routes.block, { user_id: pest.id });
    await openAs(member, '/settings/blocked-users');

    fireEvent.press(await screen.findByRole('button', { name: `Unblock ${pest.username}` }));
    expect(await screen.findByText(`Are you sure that you want to unblock ${pest.username}?`)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(`${pest.username} is no longer blocked.`)).toBeOnTheScreen();
    expect(await screen.findByText('You have not blocked anyone.')).toBeOnTheScreen();
    const { users } = await member.api.call(routes.blockedUsers, {});
    expect(users).toEqual([]);
  });

  it('changes the username', async () => {
    const member = await createMember('old');
    const next = `n${member.username}`.slice(0, 15);
    await openAs(member, '/settings/username');
    expect(await screen.findByText(`Your username is @${member.username}`)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('New username'), next);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Change username' }));

    expect(await screen.findByText(`Your username is now ${next}.`)).toBeOnTheScreen();
    expect(await screen.findByText(`Your username is @${next}`)).toBeOnTheScreen();
    const { user } = await member.api.call(routes.myProfile);
    expect(user.username).toBe(next);
  });

  it('sends the verification mail and verifies the address with its code', async () => {
    const member = await createMember('mail');
    await openAs(member, '/settings/email');
    expect(await screen.findByText('Not verified')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(await screen.findByText(`We sent a code and a link to ${member.email}.`)).toBeOnTheScreen();

    const code = /^\s*(\d{6})\s*$/m.exec(await waitForMail(member.email))?.[1] ?? '';
    fireEvent.press(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You have active verification code, can't send again");
    expect(await mailsTo(member.email)).toHaveLength(1);

    fireEvent.changeText(screen.getByLabelText('Verification code'), code);
    fireEvent.press(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeOnTheScreen();
    expect((await member.api.call(routes.myEmail)).email_verified).toBe(true);
  });

  it('verifies the address by the link in the mail', async () => {
    const member = await createMember('vlink');
    await member.api.call(routes.sendEmailVerificationMail, {});
    const token = /\/settings\/email\/verify\/([A-Za-z0-9_-]+)/.exec(await waitForMail(member.email))?.[1];
    expect(token).toBeTruthy();
    await openAs(member, `/settings/email/verify/${token}`);
    expect(await screen.findByText('Your e-mail address has been verified.')).toBeOnTheScreen();
    expect(await screen.findByText('Verified')).toBeOnTheScreen();
    expect((await member.api.call(routes.myEmail)).email_verified).toBe(true);
  });

  it('freezes the account only with the right password, then ends the session', async () => {
    const member = await createMember('frz');
    const view = await openAs(member, '/settings/account');
    fireEvent.press(await screen.findByRole('button', { name: 'Freeze account' }));
    expect(await screen.findByText('Freeze your account?')).toBeOnTheScreen();

    fireEvent.changeText(screen.getByLabelText('Password'), 'not-my-password');
    fireEvent.press(screen.getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is wrong! Please try again.');

    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
    await expect(member.api.call(routes.refresh)).rejects.toMatchObject({ httpStatus: 401 });
  });
});

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile picture and cover', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = installNativeFormData();
  });
  afterEach(() => restore());

  it('uploads the picked picture and cover to the server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qurio-mobile-pick-'));
    const file = path.join(dir, 'picked.png');
    writeFileSync(file, TINY_PNG);
    const asset = {
      uri: pathToFileURL(file).href,
      fileName: 'picked.png',
      mimeType: 'image/png',
      fileSize: TINY_PNG.length,
    };
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue({
      canceled: false,
      assets: [{ ...asset, width: 1, height: 1 }],
    } as ImagePicker.ImagePickerResult);

    const member = await createMember('pic');
    const before = (await clientFor().call(routes.profile, { username: member.username })).user;
    await openAs(member, '/settings/personal');

    fireEvent.press(await screen.findByRole('button', { name: 'Change profile picture' }));
    expect(await screen.findByText('Your profile picture has been updated.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Change cover' }));
    expect(await screen.findByText('Your cover has been updated.')).toBeOnTheScreen();

    const after = (await clientFor().call(routes.profile, { username: member.username })).user;
    expect(after.image).toMatch(/^\/uploads\//);
    expect(after.image).not.toBe(before.image);
    expect(after.cover).toMatch(/^\/uploads\//);
    expect(await screen.findByLabelText('Your profile picture')).toBeOnTheScreen();
  });

  it('leaves everything as it was when the picker is cancelled', async () => {
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue({ canceled: true, assets: null });
    const member = await createMember('cancel');
    await openAs(member, '/settings/personal');
    const button = await screen.findByRole('button', { name: 'Change profile picture' });
    // Nothing on screen changes when the picker is cancelled: the screen's own continuation after the
    // picker's answer runs before the test's, so awaiting that answer in act() lets it settle.
    fireEvent.press(button);
    await waitFor(() => expect(ImagePicker.launchImageLibraryAsync).toHaveBeenCalled());
    await act(async () => {
      await jest.mocked(ImagePicker.launchImageLibraryAsync).mock.results.at(-1)?.value;
    });
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeEnabled();
    expect(screen.queryByText('Your profile picture has been updated.')).toBeNull();
    expect((await clientFor().call(routes.profile, { username: member.username })).user.image).toBeNull();
  });

  it('refuses a picture over the size limit before sending it', async () => {
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue({
      canceled: false,
      assets: [
        {
          uri: 'file:///big.png',
          fileName: 'big.png',
          mimeType: 'image/png',
          fileSize: 9 * 1024 * 1024,
          width: 1,
          height: 1,
        },
      ],
    } as ImagePicker.ImagePickerResult);
    const member = await createMember('big');
    await openAs(member, '/settings/personal');
    fireEvent.press(await screen.findByRole('button', { name: 'Change profile picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size is too large.');
  });
});
