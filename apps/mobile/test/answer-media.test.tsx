import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MediaItem } from '@qurio/contract';
import * as routes from '@qurio/contract/routes';
import * as ImagePicker from 'expo-image-picker';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { AccessibilityInfo } from 'react-native';
import { installNativeFormData } from './native-form-data';
import { renderApp, signInStored } from './render-app';
import { askQuestion, clientFor, createMember, kit } from './server';

// The system's photo picker and camera are native UI: only they (and their permission prompts)
// are replaced; the pictures go to the real server and come back through it.
jest.mock('expo-image-picker', () => ({
  ...jest.requireActual('expo-image-picker'),
  requestMediaLibraryPermissionsAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(),
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
}));

type Member = Awaited<ReturnType<typeof createMember>>;

const FIXTURES = path.join(__dirname, 'fixtures');
const PHOTO = { file: 'blue-800x600.png', type: 'image/png', width: 800, height: 600 };
const PORTRAIT = { file: 'amber-600x800.jpg', type: 'image/jpeg', width: 600, height: 800 };
const GIF = { file: 'wave-120x80.gif', type: 'image/gif', width: 120, height: 80 };
type Fixture = typeof PHOTO;

/** The picker's answer for these files, as the phone hands them over. */
function picked(...files: Fixture[]): ImagePicker.ImagePickerResult {
  return {
    canceled: false,
    assets: files.map((fixture) => ({
      uri: pathToFileURL(path.join(FIXTURES, fixture.file)).href,
      fileName: fixture.file,
      mimeType: fixture.type,
      fileSize: readFileSync(path.join(FIXTURES, fixture.file)).length,
      width: fixture.width,
      height: fixture.height,
      type: 'image',
    })),
  };
}

const granted = {
  granted: true,
  status: ImagePicker.PermissionStatus.GRANTED,
  canAskAgain: true,
  expires: 'never',
} as const;
const refused = {
  granted: false,
  status: ImagePicker.PermissionStatus.DENIED,
  canAskAgain: false,
  expires: 'never',
} as const;

/** Uploads a fixture as `member` through the test kit (test data for the card and the edit). */
function uploadAs(member: Member, fixture: Fixture): Promise<MediaItem> {
  const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, fixture.file)));
  return kit.uploadMedia(member, new Blob([bytes], { type: fixture.type }), fixture.file);
}

/** An answer of `owner` with pictures, made through the API. */
async function answeredWith(owner: Member, question: string, pictures: Array<[Fixture, string]>) {
  const asker = await createMember('mq');
  const id = await askQuestion(asker, owner, question);
  const media = [];
  for (const [fixture, alt] of pictures) media.push({ id: (await uploadAs(owner, fixture)).id, alt });
  await kit.answer(owner, id, 'Pictures below.', media);
  return id;
}

async function serverMedia(owner: Member, id: number) {
  const { question } = await clientFor().call(routes.getQuestion, { username: owner.username, id });
  return question.media;
}

/** The file a tile or the viewer draws (expo-image's `source`). */
function sourceOf(image: ReturnType<typeof screen.getByTestId>): string {
  const source = image.props.source as { uri?: string } | Array<{ uri?: string }>;
  return (Array.isArray(source) ? source[0]?.uri : source?.uri) ?? '';
}

/**
 * The form's Answer button. By role and name the prompts' buttons below the inbox match too (their
 * visible text is "Answer"); the form's own is the one whose label is exactly that.
 */
function submitButton() {
  return screen.getByLabelText('Answer');
}

let restore: () => void = () => undefined;
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(ImagePicker.requestMediaLibraryPermissionsAsync).mockResolvedValue(granted);
  jest.mocked(ImagePicker.requestCameraPermissionsAsync).mockResolvedValue(granted);
  restore = installNativeFormData();
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

describe('pictures in answers against the real server', () => {
  it('answers with a photo and a GIF, each described; a follower sees both on the timeline', async () => {
    const [owner, asker, follower] = await Promise.all([createMember('po'), createMember('pa'), createMember('pf')]);
    await follower.api.call(routes.follow, { user_id: owner.id });
    const id = await askQuestion(asker, owner, 'What do you see from your window?');
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue(picked(PHOTO, GIF));
    await signInStored(owner);
    const view = renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Answer: What do you see from your window?' }));
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'The sea, and a cat.');
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Photo library' }));

    // Several at once from the library, uncropped, at most the four an answer carries.
    await waitFor(() =>
      expect(ImagePicker.launchImageLibraryAsync).toHaveBeenCalledWith(
        expect.objectContaining({ allowsMultipleSelection: true, selectionLimit: 4, mediaTypes: ['images'] }),
      ),
    );
    const answer = submitButton();
    // Both uploaded: the button waits for them.
    await waitFor(() => expect(answer).toBeEnabled());
    expect(screen.getByText('2 of 4 pictures')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Describe picture 1'), 'A blue sea under a blue sky');
    fireEvent.changeText(screen.getByLabelText('Describe picture 2'), 'A cat waving its paw');
    fireEvent.press(answer);
    expect(await screen.findByText('Your answer has been published!')).toBeOnTheScreen();

    const media = await serverMedia(owner, id);
    expect(media.map((item) => [item.kind, item.alt])).toEqual([
      ['image', 'A blue sea under a blue sky'],
      ['animated', 'A cat waving its paw'],
    ]);
    view.unmount();

    await signInStored(follower);
    renderApp('/');
    const photo = await screen.findByRole('imagebutton', { name: 'A blue sea under a blue sky' });
    const gif = screen.getByRole('imagebutton', { name: 'A cat waving its paw, animated GIF' });
    // The photo as the narrowest still that is sharp at its tile; the GIF moving (animated WebP).
    expect(sourceOf(within(photo).getByTestId('answer-media-image'))).toMatch(/^http.*\/uploads\/.*\.jpg$/);
    expect(sourceOf(within(gif).getByTestId('answer-media-image'))).toBe(
      `${process.env.QURIO_TEST_API_URL}${media[1]?.url}`,
    );
    expect(within(gif).getByText('GIF')).toBeOnTheScreen();
  });

  it('sends nothing while a picture has no description, and says why', async () => {
    const [owner, asker] = await Promise.all([createMember('ao'), createMember('aa')]);
    const id = await askQuestion(asker, owner, 'Any picture for me?');
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue(picked(PORTRAIT));
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Answer: Any picture for me?' }));
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'Here is one.');
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Photo library' }));
    const answer = submitButton();
    await waitFor(() => expect(screen.getByLabelText('Describe picture 1')).toBeOnTheScreen());
    await waitFor(() => expect(answer).toBeEnabled());

    fireEvent.press(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please describe the picture for people who cannot see it.',
    );
    // Still in the inbox: nothing was sent.
    const inbox = await owner.api.call(routes.myQuestions, {});
    expect(inbox.questions.map((item) => item.id)).toContain(id);

    fireEvent.changeText(screen.getByLabelText('Describe picture 1'), 'An amber wall');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.press(answer);
    expect(await screen.findByText('Your answer has been published!')).toBeOnTheScreen();
    expect((await serverMedia(owner, id)).map((item) => item.alt)).toEqual(['An amber wall']);
  });

  it('says so when the camera or the photos are refused, and opens neither', async () => {
    const [owner, asker] = await Promise.all([createMember('ro'), createMember('ra')]);
    await askQuestion(asker, owner, 'Can you show me?');
    jest.mocked(ImagePicker.requestCameraPermissionsAsync).mockResolvedValue(refused);
    jest
      .mocked(ImagePicker.requestMediaLibraryPermissionsAsync)
      .mockResolvedValue({ ...refused, accessPrivileges: 'none' });
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Answer: Can you show me?' }));
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Qurio may not use the camera. Allow it in your phone’s settings to take a picture.',
    );
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Photo library' }));
    expect(await screen.findByText(/^Qurio may not open your photos\./)).toBeOnTheScreen();
    expect(ImagePicker.launchCameraAsync).not.toHaveBeenCalled();
    expect(ImagePicker.launchImageLibraryAsync).not.toHaveBeenCalled();
  });

  it('takes a photo with the camera, cropped, as the last of four', async () => {
    const owner = await createMember('co');
    const asker = await createMember('ca');
    const id = await askQuestion(asker, owner, 'Four pictures of your day?');
    jest.mocked(ImagePicker.launchImageLibraryAsync).mockResolvedValue(picked(PHOTO, PORTRAIT, GIF));
    jest.mocked(ImagePicker.launchCameraAsync).mockResolvedValue(picked(PHOTO));
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Answer: Four pictures of your day?' }));
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'Morning to night.');
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Photo library' }));
    expect(await screen.findByText('3 of 4 pictures')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Camera' }));
    expect(await screen.findByText('4 of 4 pictures')).toBeOnTheScreen();
    expect(ImagePicker.launchCameraAsync).toHaveBeenCalledWith(expect.objectContaining({ allowsEditing: true }));
    // Four is the most an answer carries: no more to add.
    expect(screen.queryByRole('button', { name: 'Add a picture' })).toBeNull();

    await waitFor(() => expect(submitButton()).toBeEnabled());
    for (const number of [1, 2, 3, 4]) {
      fireEvent.changeText(screen.getByLabelText(`Describe picture ${number}`), `Moment ${number}`);
    }
    fireEvent.press(submitButton());
    expect(await screen.findByText('Your answer has been published!')).toBeOnTheScreen();
    expect((await serverMedia(owner, id)).map((item) => item.alt)).toEqual([
      'Moment 1',
      'Moment 2',
      'Moment 3',
      'Moment 4',
    ]);
  });

  it('edits an answer: its pictures come pre-filled, one removed, the rest sent back whole', async () => {
    const owner = await createMember('eo');
    const id = await answeredWith(owner, 'Two views?', [
      [PHOTO, 'The sea'],
      [PORTRAIT, 'The wall'],
    ]);
    await signInStored(owner);
    renderApp(`/${owner.username}/post/${id}`);

    expect(await screen.findByRole('imagebutton', { name: 'The sea' })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Edit your answer to: Two views?' }));
    expect(screen.getByLabelText('Describe picture 1').props.value).toBe('The sea');
    expect(screen.getByLabelText('Describe picture 2').props.value).toBe('The wall');
    fireEvent.press(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByLabelText('Describe picture 1').props.value).toBe('The wall');
    fireEvent.changeText(screen.getByLabelText('Describe picture 1'), 'The amber wall');
    fireEvent.press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your answer has been updated!')).toBeOnTheScreen();
    expect(await screen.findByRole('imagebutton', { name: 'The amber wall' })).toBeOnTheScreen();
    expect(screen.queryByRole('imagebutton', { name: 'The sea' })).toBeNull();
    expect((await serverMedia(owner, id)).map((item) => item.alt)).toEqual(['The amber wall']);
  });

  it('opens a card’s pictures full screen, moves between them and closes on the card', async () => {
    const owner = await createMember('vo');
    const id = await answeredWith(owner, 'Show us around?', [
      [PHOTO, 'The living room'],
      [PORTRAIT, 'The kitchen'],
    ]);
    const view = renderApp(`/${owner.username}`);

    fireEvent.press(await screen.findByRole('imagebutton', { name: 'The living room' }));
    expect(await screen.findByText('1 of 2')).toBeOnTheScreen();
    expect(screen.getByRole('image', { name: 'The living room' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    fireEvent.press(screen.getByRole('button', { name: 'Next picture' }));
    expect(await screen.findByText('2 of 2')).toBeOnTheScreen();
    expect(screen.getByRole('image', { name: 'The kitchen' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();

    fireEvent.press(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('2 of 2')).toBeNull());
    // The tap on a picture opened the viewer, not the answer's page beneath it.
    expect(view.getPathname()).toBe(`/${owner.username}`);
    expect(id).toBeGreaterThan(0);
  });

  it('shows a GIF’s first frame when the system asks for less motion', async () => {
    jest.spyOn(AccessibilityInfo, 'isReduceMotionEnabled').mockResolvedValue(true);
    const owner = await createMember('mo');
    const id = await answeredWith(owner, 'Still or moving?', [[GIF, 'A waving cat']]);
    const [gif] = await serverMedia(owner, id);
    renderApp(`/${owner.username}/post/${id}`);

    const tile = await screen.findByRole('imagebutton', { name: 'A waving cat, animated GIF' });
    await waitFor(() =>
      expect(sourceOf(within(tile).getByTestId('answer-media-image'))).toBe(
        `${process.env.QURIO_TEST_API_URL}${gif?.sizes[0]?.url}`,
      ),
    );
    expect(within(tile).getByText('GIF')).toBeOnTheScreen();
  });
});
