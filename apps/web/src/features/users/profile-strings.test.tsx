import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { appRoutes } from '../../app/routes';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import { PART_KEYS } from '../../i18n/part-keys';
import { type LocaleTree, splitLocale } from '../../i18n/split-locale';
import { answered, answerQuestion, askQuestion, createMember, setSetting } from '../../test/members';
import { startRealServer } from '../../test/server';

const server = startRealServer();

/**
 * A guest's shared profile renders from the shell and the profile's part alone (the route's
 * `strings`, i18n/part-keys.ts); any key it asks for beyond them is recorded. Only the profile's
 * own strings are in the instance, while the app's (complete) one serves what loads on demand.
 */
async function renderWithProfileStrings(tree: LocaleTree, language: string, path: string) {
  const missing: string[] = [];
  const { shell, profile } = splitLocale(tree, PART_KEYS);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: {
      [language]: {
        translation: {
          ...shell,
          ...profile,
          errors: { ...(shell.errors as LocaleTree), ...(profile.errors as LocaleTree) },
        },
      },
    },
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  onTestFinished(() => router.dispose());
  render(
    <I18nextProvider i18n={instance}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { missing, router };
}

describe("a guest's profile renders from the shell and the profile's strings", () => {
  for (const [language, tree] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`shows the header, the ask form, the tabs and the answers, with a menu (${language})`, async () => {
      const owner = await createMember(server.app, 'owner');
      const fan = await createMember(server.app, 'fan');
      await answered(server.app, owner, 'Anonymous question?');
      const named = await askQuestion(server.app, owner, 'Named question?', fan, false);
      await answerQuestion(server.app, owner, named.id, 'Named answer');
      const { missing } = await renderWithProfileStrings(tree, language, `/${owner.username}`);
      const header = await screen.findByRole('region', { name: owner.username });
      expect(await screen.findByText('Named answer')).toBeInTheDocument();
      expect(screen.getByText('Answer to: Anonymous question?')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: tree.ask.submit })).toBeInTheDocument();
      // The header's and a card's menu list their actions.
      const user = userEvent.setup();
      await user.click(within(header).getByRole('button', { name: tree.profile.actions }));
      expect(within(header).getByRole('button', { name: tree.profile.share })).toBeInTheDocument();
      const card = screen.getAllByRole('article')[0] as HTMLElement;
      await user.click(within(card).getByRole('button', { name: tree.question.more }));
      expect(within(card).getByRole('button', { name: tree.question.report })).toBeInTheDocument();
      expect(missing).toEqual([]);
    });
  }

  it('shows the followers, the following and an answer page', async () => {
    const owner = await createMember(server.app, 'owner');
    const question = await answered(server.app, owner, 'A question?');
    for (const path of [
      `/${owner.username}/followers`,
      `/${owner.username}/following`,
      `/${owner.username}/post/${question.id}`,
    ]) {
      const { missing } = await renderWithProfileStrings(en, 'en', path);
      if (path.includes('/post/')) {
        expect(await screen.findByText('Answer to: A question?')).toBeInTheDocument();
      } else {
        const header = await screen.findByRole('region', { name: owner.username });
        expect(within(header).getByText(`@${owner.username}`)).toBeInTheDocument();
        expect(await screen.findByText(/Nobody follows|is not following anyone/)).toBeInTheDocument();
      }
      expect(missing).toEqual([]);
      cleanup();
    }
  });

  it('shows why a guest cannot ask', async () => {
    const closed = await createMember(server.app, 'closed');
    await setSetting(server.app, closed, 'allow_ask', '0');
    const members = await createMember(server.app, 'members');
    await setSetting(server.app, members, 'allow_only_accounts', '1');
    for (const [member, text] of [
      [closed, en.ask.closed.replace('{{username}}', closed.username)],
      [members, en.ask.signInTitle],
    ] as const) {
      const { missing } = await renderWithProfileStrings(en, 'en', `/${member.username}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(missing).toEqual([]);
      cleanup();
    }
  });
});
