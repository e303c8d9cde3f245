import { createTestKit, injectFetch } from '@qurio/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answered, askQuestion, callAs, createMember, type Member, signInAs } from '../../test/members';
import { startRealServer } from '../../test/server';
import { renderPage } from '../settings/test-utils';
import ModerationPage from './ModerationPage';

/**
 * The console's reveals (issue 29): every reveal for an admin, their own for a moderator, never
 * whom it showed; and the server's refusals of the new role rules, translated in the dialog.
 */
const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

async function staff(prefix: string, role: 'moderator' | 'admin'): Promise<Member & { secret: string }> {
  const member = await createMember(server.app, prefix);
  return { ...member, secret: await server.grantRole(member, role) };
}

describe('moderation reveals', () => {
  it('lists every reveal for an admin and a moderator’s own for them, never the sender', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    const reporter = await createMember(server.app, 'rep');
    const mod = await staff('mod', 'moderator');
    const otherMod = await staff('mod2', 'moderator');
    const admin = await staff('adm', 'admin');
    const question = await answered(server.app, owner, 'Who keeps asking this?', asker);
    await callAs(server.app, reporter, 'POST', '/reportQuestion', { question_id: question.id, reason: 'bullying' });
    await callAs(server.app, mod, 'POST', '/modAction', {
      question_id: question.id,
      action: 'reveal_sender',
      reason: 'Threat report 42',
      otp: server.freshCode(mod.secret),
    });

    const user = userEvent.setup();
    signInAs(admin);
    const adminView = renderPage(<ModerationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Reveals' }));
    expect(
      await screen.findByText('Every reveal of a sender, by any moderator. Who was revealed is not shown here.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reveals' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent(`@${mod.username} revealed the sender of question #${question.id}`);
    expect(entry).toHaveTextContent('Threat report 42');
    expect(entry).toHaveTextContent('Who keeps asking this?');
    expect(document.body.textContent).not.toContain(asker.username);
    adminView.unmount();

    signInAs(mod);
    const modView = renderPage(<ModerationPage />);
    // A moderator has no audit log, but their reveals.
    await screen.findByRole('tab', { name: 'Reveals' });
    expect(screen.queryByRole('tab', { name: 'Audit log' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Reveals' }));
    expect(
      await screen.findByText('The senders you revealed. Every admin sees these reveals too.'),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Reveals' })).getAllByRole('listitem')).toHaveLength(1);
    modView.unmount();

    signInAs(otherMod);
    renderPage(<ModerationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Reveals' }));
    expect(await screen.findByText('No sender has been revealed yet.')).toBeInTheDocument();
  });

  it('shows a moderator why acting on an admin is refused, and no verify button', async () => {
    const reporter = await createMember(server.app, 'rep');
    const admin = await staff('adm', 'admin');
    const mod = await staff('mod', 'moderator');
    await callAs(server.app, reporter, 'POST', '/reportUser', { id: admin.id, reason: 'spam' });

    const user = userEvent.setup();
    signInAs(mod);
    renderPage(<ModerationPage />);
    const card = (await screen.findByText(`@${admin.username}`)).closest('article') as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Verify' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Trying my luck');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an admin can act on a moderator or an admin.',
    );
  });
});

/** An 8×6 PNG: a picture the server takes (and re-encodes to JPEG). */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YKCAFTEMpAQAEHczAT/xIM0AAAAASUVORK5CYII=';

describe('moderation of pictures', () => {
  it('shows a reported answer’s pictures and removes one; the audit log names the picture', async () => {
    const owner = await createMember(server.app, 'owner');
    const reporter = await createMember(server.app, 'rep');
    const mod = await staff('mod', 'moderator');
    const admin = await staff('adm', 'admin');
    const kit = createTestKit({ fetch: injectFetch(server.app) });
    const png = () => new Blob([Uint8Array.from(atob(TINY_PNG), (c) => c.charCodeAt(0))], { type: 'image/png' });
    const first = await kit.uploadMedia(owner, png(), 'a.png');
    const second = await kit.uploadMedia(owner, png(), 'b.png');
    const asked = await askQuestion(server.app, owner, 'Show me your garden?', reporter);
    await kit.answer(owner, asked.id, 'Two pictures of it.', [
      { id: first.id, alt: 'Roses by the fence' },
      { id: second.id, alt: '' },
    ]);
    await callAs(server.app, reporter, 'POST', '/reportQuestion', { question_id: asked.id, reason: 'sexual' });

    const user = userEvent.setup();
    signInAs(mod);
    const view = renderPage(<ModerationPage />);
    const card = (await screen.findByText('Two pictures of it.')).closest('article') as HTMLElement;
    const pictures = within(card).getByRole('list', { name: 'Pictures in the answer' });
    const images = within(pictures).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'Roses by the fence',
      'Picture 2, without a description',
    ]);
    expect(images[0]).toHaveAttribute('src', first.sizes[0]?.url);
    expect(within(pictures).getAllByRole('link')[0]).toHaveAttribute('href', first.url);

    await user.click(within(card).getByRole('button', { name: 'Remove picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this picture?' });
    expect(dialog).toHaveTextContent('Roses by the fence');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Not for everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    // The answer's reports are resolved: the card leaves the list.
    await waitFor(() => expect(screen.queryByText('Two pictures of it.')).toBeNull());
    const shown = await callAs<{ question: { media: Array<{ id: number }> } }>(server.app, owner, 'GET', '/question', {
      username: owner.username,
      id: asked.id,
    });
    expect(shown.question.media.map((m) => m.id)).toEqual([second.id]);
    view.unmount();

    signInAs(admin);
    renderPage(<ModerationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const [entry] = within(log).getAllByRole('listitem');
    expect(entry).toHaveTextContent(`@${mod.username} · removed a picture · picture #${first.id}`);
    expect(entry).toHaveTextContent('Not for everyone');
  });
});
