import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '@qurio/contract/limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { parsePosts } from './blog-files';

// The real blog plus three articles that must not render as a post: empty, blank and hostile.
const blogDir = mkdtempSync(join(tmpdir(), 'qurio-blog-'));
cpSync(resolve(import.meta.dirname, '../../../../../content/blog'), blogDir, { recursive: true });
mkdirSync(join(blogDir, 'articles'), { recursive: true });
writeFileSync(join(blogDir, 'articles', 'empty.md'), '');
writeFileSync(join(blogDir, 'articles', 'blank.md'), '  \n\n \t\n');
writeFileSync(
  join(blogDir, 'articles', 'hostile.md'),
  [
    '# Hostile',
    '',
    '<script>window.__blogScript = true</script>',
    '',
    '<img src="x" onerror="window.__blogImage = true">',
    '',
    '[click me](javascript:window.__blogLink=true) and [about](/about)',
  ].join('\n'),
);

const server = startRealServer({ BLOG_DIR: blogDir });

describe('/blog', () => {
  it('lists the posts of posts.json newest first, with dates in the reader’s language', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'How anonymity works on Qurio',
      'Staying safe: blocking, reporting and the profanity filter',
      'Twelve questions that start great conversations',
    ]);
    expect(screen.getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
    await waitFor(() => expect(document.title).toBe('Blog - Qurio - Anonymous Q&A'));
    // A guest gets the guest header; the side menu marks where the reader is.
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Qurio pages' });
    expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a post from the list and renders its markdown', async () => {
    const user = userEvent.setup();
    const view = renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: 'How anonymity works on Qurio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How anonymity works on Qurio' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/blog/how-anonymity-works-on-qurio');
    expect(screen.getByRole('heading', { level: 2, name: 'What the person you ask sees' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('How anonymity works on Qurio - Qurio - Anonymous Q&A'));
  });

  it('shows the member header to a signed-in reader', async () => {
    signInAs(await createMember(server.app, 'reader'));
    renderApp('/blog/questions-that-start-great-conversations');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Twelve questions');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it.each(['no-such-post', 'empty', 'blank', '..%2Fposts'])('shows the not-found state for “%s”', async (slug) => {
    const user = userEvent.setup();
    const view = renderApp(`/blog/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/blog');
  });

  it('never runs HTML or script links from an article, and keeps in-app links in the app', async () => {
    const user = userEvent.setup();
    const view = renderApp('/blog/hostile');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Hostile' })).closest('article');
    if (!article) throw new Error('no article');
    expect(article.querySelector('script, img, [onerror]')).toBeNull();
    expect(article).toHaveTextContent('<script>window.__blogScript = true</script>');
    const bad = within(article).getByText('click me');
    expect(bad.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(window).not.toHaveProperty('__blogScript');
    expect(window).not.toHaveProperty('__blogImage');
    await user.click(within(article).getByRole('link', { name: 'about' }));
    expect(view.pathname()).toBe('/about');
  });

  it('speaks the reader’s language around the posts', async () => {
    await changeLanguage('tr');
    renderApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yazı bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm yazılar' })).toBeInTheDocument();
  });
});

describe('/blog in every language', () => {
  it('shows the reader’s language’s posts and articles', async () => {
    await changeLanguage('de');
    const view = renderApp('/blog');
    expect(await screen.findByRole('link', { name: 'So funktioniert Anonymität auf Qurio' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'So funktioniert Anonymität auf Qurio' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'So funktioniert Anonymität auf Qurio' }),
    ).toBeInTheDocument();
    expect(view.pathname()).toBe('/blog/how-anonymity-works-on-qurio');
    await changeLanguage('en');
  });

  it('has every English post in every language, with its article', () => {
    const root = resolve(import.meta.dirname, '../../../../../content/blog');
    const slugs = (file: string) =>
      (JSON.parse(readFileSync(file, 'utf8')) as Array<{ slug: string }>).map((post) => post.slug).sort();
    const english = slugs(join(root, 'posts.json'));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(slugs(join(root, language, 'posts.json')), language).toEqual(english);
      for (const slug of english) {
        const article = readFileSync(join(root, language, 'articles', `${slug}.md`), 'utf8');
        expect(article.startsWith('# '), `${language}/${slug}`).toBe(true);
      }
    }
  });
});

describe('parsePosts', () => {
  it('keeps well-formed entries, newest first, and skips the rest', () => {
    expect(
      parsePosts([
        { slug: 'old', title: 'Old', date: '2025-01-01', excerpt: 'x' },
        { slug: '../etc', title: 'Bad slug', date: '2026-01-01' },
        { slug: 'no-date', title: 'No date' },
        { slug: 'new', title: 'New', date: '2026-02-02' },
        'nonsense',
      ]),
    ).toEqual([
      { slug: 'new', title: 'New', date: '2026-02-02', excerpt: '' },
      { slug: 'old', title: 'Old', date: '2025-01-01', excerpt: 'x' },
    ]);
    expect(parsePosts({ posts: [] })).toEqual([]);
  });
});
