import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { answerAsOwner, askAsGuest, createOwner, type Owner } from './core-loop-data';
import { expect, NIGHT_KEY, networkSettled, SESSION_KEY, storeSession, test, trackProblems } from './fixtures';
import { answerWithPictures, GIF, PHOTO } from './media-data';

/**
 * Public pages come rendered from the server (apps/web/src/entry-server.tsx): readable without
 * JavaScript, and hydrated by the browser without a mismatch or a second request for their data.
 * Preact's hydration reports no mismatch: it adopts the server's nodes, silently replaces those it
 * cannot match and keeps the server's attributes. So a mismatch is caught by its effects: the
 * server's nodes must all still be in the page after hydration (none rebuilt), and each element's
 * attributes in the page must be those the app holds for it (`expectPageAsAppHoldsIt`).
 * The `problems` fixture fails a test on a CSP violation or a page error; `consoleErrors` catches
 * the rest.
 */

const SHOTS = process.env.SSR_SHOTS_DIR;
const MOBILE_CHOICE_KEY = 'qurio:mobile-choice';
const PHONE = { width: 390, height: 844 };

async function profileWithAnswers(request: APIRequestContext) {
  const owner = await createOwner(request, 'ssr');
  const asker = await createOwner(request, 'asker');
  // A member's anonymous question: their name must appear nowhere in the page.
  const asked = await api(request).post(
    '/ask',
    { user_id: owner.session.id, question: 'Which book changed your mind?', anonymous: true },
    asker.session.access_token,
  );
  expect(asked.status()).toBe(200);
  const inbox = await api(request).get('/myQuestions', {}, owner.session.access_token);
  const { questions } = (await inbox.json()) as { questions: Array<{ id: number }> };
  const anonymousId = questions[0]?.id ?? 0;
  await answerAsOwner(request, owner, anonymousId, 'Piranesi, by Susanna Clarke.');
  const guestId = await askAsGuest(request, owner, 'Where would you live for a year?');
  await answerAsOwner(request, owner, guestId, 'Lisbon, for the light and the trams.');
  // Pictures (issue 31): <img> with srcset and sizes, a GIF's <picture>, the links around them.
  await answerWithPictures(request, owner, 'Show me your window', [
    [PHOTO, 'Hills at sunset'],
    [GIF, 'A bouncing ball'],
  ]);
  return { owner, asker, anonymousId };
}

/**
 * Remembers the server's elements in #root before any script runs: hydration keeps those very
 * nodes, a fresh client render (or a subtree rebuilt over a mismatch) replaces them.
 */
async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { ssrNodes: Element[] }).ssrNodes = [...document.querySelectorAll('#root *')];
    });
  });
}

/** How many of the server's elements hydration kept, of how many, and whether #root's first is one. */
const serverNodes = (page: Page) =>
  page.evaluate(() => {
    const nodes = (window as unknown as { ssrNodes?: Element[] }).ssrNodes ?? [];
    return {
      server: nodes.length,
      kept: nodes.filter((node) => node.isConnected).length,
      first: nodes.length > 0 && nodes[0] === document.querySelector('#root > *'),
    };
  });

/** Every element of the server's page is still there: nothing was rebuilt. */
async function expectAllKept(page: Page, label?: string): Promise<void> {
  const { server, kept, first } = await serverNodes(page);
  expect(server, label).toBeGreaterThan(20);
  expect(kept, label).toBe(server);
  expect(first, label).toBe(true);
}

/**
 * Every element's attributes as the app holds them (Preact's virtual DOM under #root) against the
 * page: what hydration adopted and never wrote. Reads Preact's internal names (`__k` a vnode's or
 * the container's children, `__e` its DOM node), so it fails loudly, finding nothing, if they change.
 * Live state (a field's value) and event handlers are left out.
 */
async function expectPageAsAppHoldsIt(page: Page): Promise<void> {
  const { checked, differences } = await page.evaluate(() => {
    interface VNode {
      type: unknown;
      props: Record<string, unknown>;
      __k?: Array<VNode | null> | null;
      __e?: Node | null;
    }
    const skipped = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'style', 'value', 'checked']);
    const found: string[] = [];
    let elements = 0;
    const same = (element: Element, name: string, value: unknown): boolean => {
      const attribute = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name;
      const written = element.getAttribute(attribute);
      if (value === null || value === undefined) return written === null;
      if (typeof value === 'boolean') {
        if (name in element) return (element as unknown as Record<string, unknown>)[name] === value;
        return value || attribute.startsWith('aria-') ? written === String(value) || written === '' : written === null;
      }
      if (written === String(value)) return true;
      return name in element && String((element as unknown as Record<string, unknown>)[name]) === String(value);
    };
    const walk = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      const element = vnode.__e;
      if (typeof vnode.type === 'string' && element instanceof Element) {
        elements += 1;
        for (const [name, value] of Object.entries(vnode.props)) {
          if (
            skipped.has(name) ||
            name.startsWith('on') ||
            typeof value === 'function' ||
            (typeof value === 'object' && value !== null)
          )
            continue;
          if (!same(element, name, value)) {
            found.push(
              `<${vnode.type}> ${name}: the app holds ${JSON.stringify(value)}, the page has ${JSON.stringify(element.getAttribute(name))}`,
            );
          }
        }
      }
      for (const child of vnode.__k ?? []) walk(child);
    };
    walk((document.getElementById('root') as unknown as { __k?: VNode }).__k);
    return { checked: elements, differences: found };
  });
  expect(checked).toBeGreaterThan(20);
  expect(differences).toEqual([]);
}

/** Hydration warnings and any other console error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Waits until the app has taken the page over: the router has rendered and data calls are done. */
async function hydrated(page: Page): Promise<void> {
  await networkSettled(page);
}

test('the HTML itself carries the page, before any script runs', async ({ request }) => {
  const { owner, asker } = await profileWithAnswers(request);
  const profile = await request.get(`/${owner.account.username}`, { headers: { 'Accept-Language': 'en' } });
  expect(profile.status()).toBe(200);
  const html = await profile.text();
  expect(html).toContain('Piranesi, by Susanna Clarke.');
  expect(html).toContain('Lisbon, for the light and the trams.');
  expect(html).toContain(`<title>${owner.account.username} - Qurio</title>`);
  expect(html).toContain('id="ssr-data"');
  expect(html).not.toContain(asker.account.username);
  for (const path of ['/', '/about', '/blog/how-anonymity-works-on-qurio']) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain('id="ssr-data"');
    expect(page, path).not.toContain('<div id="root"></div>');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a guest reads a profile's answers, never the anonymous asker", async ({ page, request }) => {
    const { owner, asker } = await profileWithAnswers(request);
    const response = await page.goto(`/${owner.account.username}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await expect(page.getByText('Which book changed your mind?')).toBeVisible();
    await expect(page).toHaveTitle(`${owner.account.username} - Qurio`);
    // Without the app the form cannot send: it is disabled, so nothing typed into it is lost.
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'About' }).first()).toHaveAttribute('href', '/about');
    const html = await page.content();
    expect(html).not.toContain(asker.account.username);
    expect(html).not.toContain(`"sender_id":${asker.session.id}`);
    if (SHOTS) {
      for (const size of [PHONE, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/profile-nojs-${size.width}-light.png`, fullPage: true });
      }
    }
  });

  test('an answer and a static page are there in the HTML, in the reader’s language', async ({ browser, request }) => {
    const { owner, anonymousId } = await profileWithAnswers(request);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`/${owner.account.username}/post/${anonymousId}`);
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Über Qurio' })).toBeVisible();
    await context.close();
  });

  test('the landing page and a blog post are there too, with their titles', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qurio' })).toBeVisible();
    await expect(page).toHaveTitle('About - Qurio - Anonymous Q&A');
    await page.goto('/blog/how-anonymity-works-on-qurio');
    await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (SHOTS) {
      for (const size of [PHONE, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/landing-nojs-${size.width}-light.png`, fullPage: true });
      }
    }
  });
});

test.describe('with JavaScript', () => {
  test('a server-rendered profile hydrates without a mismatch or a second request, and navigation works', async ({
    page,
    request,
  }) => {
    const { owner } = await profileWithAnswers(request);
    const errors = consoleErrors(page);
    await markServerNodes(page);
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await hydrated(page);
    expect(apiCalls.filter((path) => ['/api/profile', '/api/questions', '/api/trends'].includes(path))).toEqual([]);
    await expectAllKept(page);
    await expectPageAsAppHoldsIt(page);
    // Hydrated: the ask form takes text (its counter follows), and the router navigates.
    const field = page.getByRole('textbox', { name: 'Your question' });
    await expect(field).toBeEnabled();
    await field.fill('Hello from a guest?');
    await expect(page.getByText('19/500')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qurio' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('static pages, the blog and the landing page hydrate without errors', async ({ page }) => {
    const errors = consoleErrors(page);
    await markServerNodes(page);
    for (const path of ['/', '/terms', '/blog', '/blog/how-anonymity-works-on-qurio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await hydrated(page);
      await expectAllKept(page, path);
      await expectPageAsAppHoldsIt(page);
    }
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL('/blog');
    expect(errors).toEqual([]);
  });

  test('night mode and an answered phone bar hydrate the server’s page, then show the reader’s choice', async ({
    page,
    request,
  }) => {
    const { owner } = await profileWithAnswers(request);
    const errors = consoleErrors(page);
    await markServerNodes(page);
    await page.setViewportSize(PHONE);
    await page.addInitScript(
      ([night, choice]) => {
        localStorage.setItem(night, 'true');
        localStorage.setItem(choice, 'web');
      },
      [NIGHT_KEY, MOBILE_CHOICE_KEY] as const,
    );
    await page.goto(`/${owner.account.username}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await hydrated(page);
    // All is the server's (it renders no phone bar: only the browser knows whether it has a yes).
    expect(await serverNodes(page)).toMatchObject({ first: true });
    // The server rendered light; the reader's choices took over after hydration (no bar: answered).
    await expect(page.getByRole('button', { name: 'Night mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    await expectPageAsAppHoldsIt(page);
    expect(errors).toEqual([]);
  });

  test('a German reader’s page is rendered and hydrated in German', async ({ browser, request }) => {
    const { owner } = await profileWithAnswers(request);
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const problems: string[] = [];
    await trackProblems(page, problems);
    const errors = consoleErrors(page);
    await markServerNodes(page);
    await page.goto(`/${owner.account.username}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('textbox', { name: 'Deine Frage' })).toBeEnabled();
    await hydrated(page);
    await expectAllKept(page);
    await expectPageAsAppHoldsIt(page);
    expect([...problems, ...errors]).toEqual([]);
    await context.close();
  });

  test('a reader whose clock and time zone differ from the server’s hydrates without a mismatch', async ({
    browser,
    request,
  }) => {
    const { owner } = await profileWithAnswers(request);
    // Ten days ahead and fourteen hours east of the server: every time on the page reads otherwise.
    const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    const problems: string[] = [];
    await trackProblems(page, problems);
    const errors = consoleErrors(page);
    await page.clock.setFixedTime(Date.now() + 10 * 24 * 60 * 60 * 1000);
    await markServerNodes(page);
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await hydrated(page);
    await expectAllKept(page);
    // After hydration the reader's own reading: a date, ten days back, no longer "now".
    const time = page.locator('article time').first();
    await expect(time).not.toHaveText(/now|ago|jetzt/i);
    await expectPageAsAppHoldsIt(page);
    expect([...problems, ...errors]).toEqual([]);
    await context.close();
  });

  test('a member with a stored session gets their own render, and then the plain shell', async ({ page, request }) => {
    const { owner } = await profileWithAnswers(request);
    const member: Owner = await createOwner(request, 'reader');
    const errors = consoleErrors(page);
    await storeSession(page, member.session);
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEY)).toBe(true);
    // From then on the browser says a session is stored, and the server sends the member the
    // plain shell: no guest page to type into before the member's page replaces it.
    expect(await page.evaluate(() => document.cookie)).toContain('qurio_signed_in=1');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    expect(await page.locator('#ssr-data').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
