import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import type { ReactTestInstance } from 'react-test-renderer';
import { renderApp, signInStored } from './render-app';
import { askAnonymously, askQuestion, createMember } from './server';

const server = () => process.env.QURIO_TEST_API_URL ?? '';
/** SPEC §3, written out here rather than taken from the app: the default avatar by the id's last digit. */
const defaultAvatar = (id: number) => `${server()}/avatars/default-${id % 10}.svg`;

/** The address an expo-image element loads (its `source`, as the native view receives it). */
function sourceOf(image: ReactTestInstance): string | undefined {
  const source = image.props.source as { uri?: string }[] | { uri?: string } | undefined;
  return Array.isArray(source) ? source[0]?.uri : source?.uri;
}

/** A 1×1 PNG, uploaded as the member's picture through the real API; returns the stored path. */
async function uploadPicture(token: string): Promise<string> {
  const node = (globalThis as unknown as { __nodeFetch: { FormData: typeof FormData; Response: typeof Response } })
    .__nodeFetch;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new node.FormData();
  form.append('profile_image', await new node.Response(png).blob(), 'face.png');
  const response = await fetch(`${server()}/api${routes.uploadProfileImage.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { status: boolean; image: string };
  expect(body.status).toBe(true);
  return body.image;
}

describe('faces, headers and tabs against the real server', () => {
  it('shows the answerer’s uploaded picture and the named asker’s default avatar on a card', async () => {
    const [reader, author, asker] = await Promise.all([createMember('fr'), createMember('fa'), createMember('fq')]);
    const picture = await uploadPicture(author.token);
    await reader.api.call(routes.follow, { user_id: author.id });
    const id = await askQuestion(asker, author, 'Which face do you show?');
    await author.api.call(routes.answer, { question_id: id, answer: 'My own picture.' });

    await signInStored(reader);
    renderApp('/');
    await screen.findByText('My own picture.');
    const answerer = screen.getByRole('link', { name: `${author.username} @${author.username}` });
    const askerLink = screen.getByRole('link', { name: `${asker.username} @${asker.username}` });
    // The stored path is relative to the server: the app loads it from the API's origin.
    expect(picture).toMatch(/^\/uploads\//);
    expect(sourceOf(within(answerer).getByTestId('avatar'))).toBe(`${server()}${picture}`);
    expect(sourceOf(within(askerLink).getByTestId('avatar'))).toBe(defaultAvatar(asker.id));
    // Its time is relative ("now"), the full date is the hint a screen reader gives.
    expect(screen.getByText('now')).toBeOnTheScreen();
  });

  it('never shows a face for an anonymous asker', async () => {
    const [owner, asker] = await Promise.all([createMember('ao'), createMember('aq')]);
    const id = await askAnonymously(asker, owner, 'Who am I?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Nobody knows.' });
    await signInStored(owner);
    renderApp(`/${owner.username}`);
    await screen.findByText('Nobody knows.');
    expect(screen.getByText('Anonymous')).toBeOnTheScreen();
    const sources = screen.getAllByTestId('avatar').map(sourceOf);
    expect(sources).not.toContain(defaultAvatar(asker.id));
    expect(sources).toContain(defaultAvatar(owner.id));
  });

  it('pushes a member’s profile under a header whose back button returns', async () => {
    const [reader, author, asker] = await Promise.all([createMember('hr'), createMember('ha'), createMember('hq')]);
    await reader.api.call(routes.follow, { user_id: author.id });
    const id = await askQuestion(asker, author, 'Where is the way back?');
    await author.api.call(routes.answer, { question_id: id, answer: 'Up there, on the left.' });
    await signInStored(reader);
    const view = renderApp('/');

    fireEvent.press(await screen.findByRole('link', { name: `${author.username} @${author.username}` }));
    expect(await screen.findByRole('header', { name: `@${author.username}` })).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${author.username}`);
    // Another member's profile: no "Edit profile" there.
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    expect(await screen.findByText('Up there, on the left.')).toBeOnTheScreen();
  });

  it('gives a deep-linked profile a way back to the tabs', async () => {
    const [reader, owner] = await Promise.all([createMember('dr'), createMember('do')]);
    await signInStored(reader);
    const view = renderApp(`/${owner.username}`);
    expect(await screen.findByRole('header', { name: `@${owner.username}` })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
  });

  it('has tabs with a label and an icon each, and "Edit profile" on the own profile', async () => {
    const member = await createMember('tb');
    await signInStored(member);
    const view = renderApp('/profile');
    expect(await screen.findByRole('header', { name: `@${member.username}` })).toBeOnTheScreen();
    // A tab's spoken name starts with what it shows ("Benachrichtigungen" does not fit: "Activity").
    for (const name of ['Home', 'Explore', 'Questions', 'Activity', 'Profile']) {
      const tab = screen.getByRole('button', { name });
      expect(within(tab).getByText(name)).toBeOnTheScreen();
      expect(within(tab).UNSAFE_getAllByType('RNSVGSvgView' as never).length).toBeGreaterThan(0);
    }
    fireEvent.press(screen.getByRole('button', { name: 'Edit profile' }));
    await waitFor(() => expect(view.getPathname()).toBe('/settings/personal'));
  });
});
