import type { InjectableApp } from '@qurio/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { askQuestion, createMember, inbox, type Member, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

/**
 * Issue 34's next steps in the inbox, against the real server in process: blocking an asker and
 * deleting their questions at once, the report's confirmation (delete, block), and "Move to
 * inbox" / "Not offensive" for a false positive of the muted words or the profanity filter.
 */
const server = startRealServer();

async function call<T>(app: InjectableApp, method: 'GET' | 'POST', path: string, member: Member | null, body?: object) {
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
    payload: method === 'POST' && body ? JSON.stringify(body) : undefined,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as T };
}

const ask = async (to: Member, question: string, from: Member | null) =>
  expect((await call(server.app, 'POST', '/ask', from, { user_id: to.id, question })).status).toBe(200);

async function card(text: string) {
  const found = (await screen.findByText(text)).closest('article');
  if (!found) throw new Error(`no card for ${text}`);
  return found as HTMLElement;
}

const inboxTexts = async (owner: Member) => (await inbox(server.app, owner)).questions.map((q) => q.question).sort();

describe('inbox next steps (issue 34)', () => {
  it('blocks an anonymous asker and deletes their other questions in the same dialog', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    const friend = await createMember(server.app, 'friend');
    await askQuestion(server.app, owner, 'First from the same person?', asker);
    await askQuestion(server.app, owner, 'Second from the same person?', asker);
    await askQuestion(server.app, owner, 'From a friend?', friend);
    signInAs(owner);
    const user = userEvent.setup();
    renderApp('/questions');

    const target = await card('First from the same person?');
    await user.click(within(target).getByRole('button', { name: 'More actions' }));
    await user.click(within(target).getByRole('button', { name: 'Block the asker' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this asker?' });
    expect(within(dialog).getByRole('checkbox', { name: /other questions/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('The asker is blocked, and their questions are deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Second from the same person?')).not.toBeInTheDocument());
    expect(screen.queryByText('First from the same person?')).not.toBeInTheDocument();
    expect(screen.getByText('From a friend?')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toContain(asker.username);
    expect(await inboxTexts(owner)).toEqual(['From a friend?']);
  });

  it('after a report, offers to block the asker or delete the question', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    await askQuestion(server.app, owner, 'A rude one to report?', asker);
    await askQuestion(server.app, owner, 'Another rude one to report?', asker);
    signInAs(owner);
    const user = userEvent.setup();
    renderApp('/questions');

    const report = async (text: string) => {
      const target = await card(text);
      await user.click(within(target).getByRole('button', { name: 'More actions' }));
      await user.click(within(target).getByRole('button', { name: 'Report' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Report this question' });
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      return screen.findByRole('dialog', { name: 'Thank you for reporting' });
    };

    const first = await report('A rude one to report?');
    expect(first).toHaveTextContent('Our moderators will review it.');
    await user.click(within(first).getByRole('button', { name: 'Delete the question' }));
    expect(await screen.findByText('The question has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A rude one to report?')).not.toBeInTheDocument());

    const second = await report('Another rude one to report?');
    await user.click(within(second).getByRole('button', { name: 'Block the asker' }));
    const block = await screen.findByRole('alertdialog', { name: 'Block this asker?' });
    await user.click(within(block).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByText('Another rude one to report?')).not.toBeInTheDocument());
    expect(await inboxTexts(owner)).toEqual([]);
    const reports = await call<{ askers: unknown[] }>(server.app, 'GET', '/blockedAskers', owner);
    expect(reports.body.askers).toHaveLength(1);
  });

  it('moves a held-back question to the inbox, where it can be answered', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    expect((await call(server.app, 'POST', '/muteWord', owner, { word: 'pineapple' })).status).toBe(200);
    await ask(owner, 'Is pineapple a fruit?', asker);
    signInAs(owner);
    const user = userEvent.setup();
    renderApp('/questions/held');

    const held = await card('Is pineapple a fruit?');
    await user.click(within(held).getByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByText('The question is in your inbox now.')).toBeInTheDocument();
    expect(await screen.findByText('No questions are held back.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to questions' }));
    const moved = await card('Is pineapple a fruit?');
    expect(within(moved).getByRole('button', { name: 'Answer' })).toBeInTheDocument();
    expect(await inboxTexts(owner)).toEqual(['Is pineapple a fruit?']);
  });

  it('takes a flagged question for a false positive: it can be answered', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    expect((await call(server.app, 'POST', '/set', owner, { key: 'profanity_filter', value: '1' })).status).toBe(200);
    await askQuestion(server.app, owner, 'You are a fucking legend, how?', asker);
    signInAs(owner);
    const user = userEvent.setup();
    renderApp('/questions');

    const flagged = (await screen.findByText('This question may contain offensive words.')).closest('article');
    if (!flagged) throw new Error('no flagged card');
    expect(within(flagged as HTMLElement).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    await user.click(within(flagged as HTMLElement).getByRole('button', { name: /^Not offensive/ }));
    expect(await screen.findByText('The question is no longer flagged. You can answer it now.')).toBeInTheDocument();
    const answerable = await card('You are a fucking legend, how?');
    expect(await within(answerable).findByRole('button', { name: 'Answer' })).toBeInTheDocument();
  });
});
