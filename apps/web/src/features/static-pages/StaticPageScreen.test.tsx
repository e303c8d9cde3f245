import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { firstHeading, STATIC_PAGES } from './static-pages';

const server = startRealServer();

const titleOf = (language: string, page: string) =>
  firstHeading(readFileSync(join(import.meta.dirname, 'content', language, `${page}.md`), 'utf8')) ?? '';

describe('static pages', () => {
  it.each(STATIC_PAGES)('/%s shows its text, its title and the side menu', async (page) => {
    renderApp(`/${page}`);
    const title = titleOf('en', page);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The document title names the page as the menu does; the suffix alone names the product.
    const name = {
      about: 'About',
      terms: 'Terms and Conditions',
      privacy: 'Privacy',
      help: 'Help',
      support: 'Getting help',
      advertise: 'Advertisement',
    };
    await waitFor(() => expect(document.title).toBe(`${name[page]} - Qurio - Anonymous Q&A`));
    const menu = screen.getByRole('navigation', { name: 'Qurio pages' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Terms and Conditions', 'Privacy', 'Help', 'Getting help', 'Advertisement', 'Blog']);
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/${page}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers the breadcrumb of SPEC §2 for phones', async () => {
    renderApp('/privacy');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Terms and Conditions', '/terms'],
      ['Privacy', '/privacy'],
      ['Blog', '/blog'],
    ]);
  });

  it('fills in the team’s addresses and moves between pages inside the app', async () => {
    const user = userEvent.setup();
    const view = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: titleOf('en', 'privacy') });
    const mail = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mail?.getAttribute('href')).toMatch(/^mailto:[^{}]+@[^{}]+$/);
    expect(document.body.textContent).not.toMatch(/\{\{|\}\}/);

    const menu = screen.getByRole('navigation', { name: 'Qurio pages' });
    await user.click(within(menu).getByRole('link', { name: 'Help' }));
    expect(await screen.findByRole('heading', { level: 1, name: titleOf('en', 'help') })).toBeInTheDocument();
    expect(view.pathname()).toBe('/help');
    // A link written in the text itself also stays in the app.
    const blogLink = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/blog/'));
    if (!blogLink) throw new Error('the help page links to a blog post');
    await user.click(blogLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'How anonymity works on Qurio' })).toBeInTheDocument();
  });

  it.each(['de', 'tr', 'es', 'pt'] as const)('speaks %s', async (language) => {
    await changeLanguage(language);
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(language, 'terms') })).toBeInTheDocument();
    expect(titleOf(language, 'terms')).not.toBe(titleOf('en', 'terms'));
  });

  it('switches the text when the language changes', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: titleOf('en', 'about') });
    await changeLanguage('de');
    expect(await screen.findByRole('heading', { level: 1, name: titleOf('de', 'about') })).toBeInTheDocument();
  });

  it('shows the member header to a signed-in reader', async () => {
    signInAs(await createMember(server.app, 'reader'));
    renderApp('/advertise');
    expect(await screen.findByRole('heading', { level: 1, name: titleOf('en', 'advertise') })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
