import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { renderApp } from './render-app';
import { clientFor, createMember, PASSWORD, resetTokenIn, waitForMail } from './server';

const logIn = (username: string, password: string) => clientFor().call(routes.token, { username, password });

describe('forgotten password', () => {
  it('resets by the code from the mail, reached from log in', async () => {
    const member = await createMember('fgt');
    const view = renderApp('/login');
    fireEvent.press(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(view.getPathname()).toBe('/forgot-password'));
    expect(await screen.findByText('Step 1 of 3')).toBeOnTheScreen();

    fireEvent.changeText(screen.getByLabelText('E-mail'), member.email);
    fireEvent.press(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('header', { name: 'Enter the security code' })).toBeOnTheScreen();
    const code = /^\s*(\d{6})\s*$/m.exec(await waitForMail(member.email))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    fireEvent.changeText(screen.getByLabelText('Security code'), code === '000000' ? '111111' : '000000');
    fireEvent.press(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Security code is wrong');
    fireEvent.changeText(screen.getByLabelText('Security code'), code);
    fireEvent.press(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('header', { name: 'Choose a new password' })).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('New password'), 'fresh-secret-1');
    fireEvent.changeText(screen.getByLabelText('Repeat new password'), 'fresh-secret-2');
    fireEvent.press(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your passwords are not equal');
    fireEvent.changeText(screen.getByLabelText('Repeat new password'), 'fresh-secret-1');
    fireEvent.press(screen.getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByText('Your password has been changed. Please log in with your new password.'),
    ).toBeOnTheScreen();
    await expect(logIn(member.username, PASSWORD)).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS' });
    expect((await logIn(member.username, 'fresh-secret-1')).data.id).toBe(member.id);
  });

  it('answers an unknown address as it answers a known one', async () => {
    renderApp('/forgot-password');
    fireEvent.changeText(await screen.findByLabelText('E-mail'), 'nobody-at-all-here@example.com');
    fireEvent.press(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/^If an account uses this address, we sent a code to it\./)).toBeOnTheScreen();
  });

  it('shows the translated error for an invalid address', async () => {
    renderApp('/forgot-password');
    fireEvent.changeText(await screen.findByLabelText('E-mail'), 'not-an-address');
    fireEvent.press(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
  });

  it('sets a new password from the link in the mail, once', async () => {
    const member = await createMember('lnk');
    await clientFor().call(routes.resetPasswordSend, { email: member.email });
    const token = resetTokenIn(await waitForMail(member.email));

    renderApp(`/reset-password/${token}`);
    fireEvent.changeText(await screen.findByLabelText('New password'), 'by-the-link-1');
    fireEvent.changeText(screen.getByLabelText('Repeat new password'), 'by-the-link-1');
    fireEvent.press(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password has been changed. Please log in with your new password.'),
    ).toBeOnTheScreen();
    expect((await logIn(member.email, 'by-the-link-1')).data.id).toBe(member.id);
    screen.unmount();

    renderApp(`/reset-password/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Token is not valid');
    expect(screen.getByRole('link', { name: 'Start again' })).toBeOnTheScreen();
  });
});
