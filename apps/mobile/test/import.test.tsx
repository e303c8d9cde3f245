// Issue 35 in the app, against the real server: the import's report in settings, and imported
// answers marked on the profile. The upload is the web's (no document picker in the app); here the
// member's archive goes up through the API, as the web's form sends it.
import * as routes from '@qurio/contract/routes';
import { screen, waitFor } from 'expo-router/testing-library';
import { strToU8, zipSync } from 'fflate';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember } from './server';

/** A Retrospring ZIP export's two files (lib/use_case/data_export: answers.json, user.json). */
function retrospringZip(screenName: string): Uint8Array {
  const json = (value: unknown) => strToU8(JSON.stringify(value));
  const answer = (id: number, content: string, at: string, question: string) => ({
    id,
    content,
    created_at: at,
    related: { question: { id: id + 100, anonymous: true, author: null, content: question, created_at: at } },
  });
  return zipSync({
    'answers.json': json({
      answers: [
        answer(1, 'Green, like the old theme.', '2017-04-02T09:30:00.000Z', 'What is your favourite colour?'),
        answer(2, 'Tea with a little honey.', '2018-11-20T18:05:00.000Z', 'Tea or coffee?'),
        answer(3, ' ', '2019-01-01T00:00:00.000Z', 'An empty answer?'),
      ],
    }),
    'user.json': json({ user: { id: 1, screen_name: screenName } }),
  });
}

describe('import in the app', () => {
  it('shows the latest import’s report, and the answers marked imported on the profile', async () => {
    const member = await createMember('imp');
    const form = new FormData();
    form.append(routes.IMPORT_FIELD, new Blob([new Uint8Array(retrospringZip(member.username))]), 'retrospring.zip');
    await clientFor(member.token).callWithForm(routes.startImport, form);
    await waitFor(
      async () => expect((await clientFor(member.token).call(routes.importStatus)).import.status).toBe('done'),
      { timeout: 10_000 },
    );
    await signInStored(member);

    const view = renderApp('/settings/import');
    expect(await screen.findByText(/^Import finished on .+\.$/, {}, { timeout: 10_000 })).toBeOnTheScreen();
    expect(screen.getByText('From a Retrospring export')).toBeOnTheScreen();
    expect(screen.getByText('2 answers imported')).toBeOnTheScreen();
    expect(screen.getByText('• 1 answer or its question is empty')).toBeOnTheScreen();
    view.unmount();

    renderApp(`/${member.username}`);
    expect(await screen.findByText('Tea with a little honey.', {}, { timeout: 10_000 })).toBeOnTheScreen();
    expect(screen.getAllByLabelText('Imported from another site')).toHaveLength(2);
  });
});
