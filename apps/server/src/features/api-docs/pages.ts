import { type ColorTokens, cssVariable, lightColors, nightColors, radius } from '@qurio/design';

/**
 * The pages of `/api/docs`: the reference (Swagger UI, a maintained renderer, served from
 * node_modules by routes.ts and loaded by this page only, so neither app's bundle grows) and
 * "Build on Qurio". No inline script or style (the site's CSP): the theme is a stylesheet built
 * from @qurio/design's tokens, and the script that starts the renderer is a file.
 */

const FONT =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif';

function variables(colors: ColorTokens): string {
  return Object.entries(colors)
    .map(([name, value]) => `${cssVariable(name)}: ${value};`)
    .join(' ');
}

/**
 * The site's colours in both themes (the night theme when the reader's system asks for it or the
 * web app's own switch chose it, `qurio:night`, which docs.js reads) and Swagger UI drawn in them.
 */
export const DOCS_CSS = `
:root { color-scheme: light; ${variables(lightColors)} }
@media (prefers-color-scheme: dark) { :root:not([data-theme]) { color-scheme: dark; ${variables(nightColors)} } }
:root[data-theme="night"] { color-scheme: dark; ${variables(nightColors)} }
:root[data-theme="light"] { color-scheme: light; ${variables(lightColors)} }
html, body { margin: 0; background: var(--bg); color: var(--text); font-family: ${FONT}; }
a { color: var(--primary-text); }
.docs-bar { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; padding: 12px 20px;
  background: var(--surface); border-bottom: 1px solid var(--border); }
.docs-bar .brand { font-weight: 700; font-size: 20px; color: var(--primary-text); text-decoration: none; }
.docs-bar nav { display: flex; gap: 0 16px; flex-wrap: wrap; }
.docs-bar nav a { min-height: 44px; display: inline-flex; align-items: center; font-weight: 600; }
.docs-main { max-width: 1100px; margin: 0 auto; padding: 8px 16px 48px; }
.docs-prose { max-width: 760px; margin: 0 auto; padding: 16px 20px 48px; line-height: 1.5; }
.docs-prose pre { background: var(--surface-sunken); border: 1px solid var(--border); border-radius: ${radius.sm}px;
  padding: 12px 14px; overflow-x: auto; font-size: 14px; line-height: 1.45; }
.docs-prose code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.docs-prose h1 { font-size: 30px; line-height: 1.2; }
.docs-prose h2 { font-size: 22px; margin-top: 32px; }
/* Swagger UI in the site's colours: under the body's id, so these win over its own light and dark-mode rules. */
#qurio-docs .swagger-ui, #qurio-docs .swagger-ui .wrapper, #qurio-docs .swagger-ui .information-container { background: transparent; }
#qurio-docs .swagger-ui .opblock .opblock-summary, #qurio-docs .swagger-ui .opblock.is-open .opblock-summary { border-color: var(--border); }
#qurio-docs .swagger-ui .opblock-body, #qurio-docs .swagger-ui .opblock .tab-header .tab-item.active h4 span,
#qurio-docs .swagger-ui .responses-inner, #qurio-docs .swagger-ui .parameters-container { background: transparent; color: var(--text); }
#qurio-docs .swagger-ui .tab li button.tablinks, #qurio-docs .swagger-ui .response-col_status, #qurio-docs .swagger-ui table.responses-table td { color: var(--text); }
#qurio-docs .swagger-ui .markdown code, #qurio-docs .swagger-ui .renderedMarkdown code {
  background: var(--primary-soft); color: var(--primary-text); border-radius: 4px; padding: 1px 4px; }
#qurio-docs .swagger-ui, #qurio-docs .swagger-ui .info .title, #qurio-docs .swagger-ui .info p, #qurio-docs .swagger-ui .info li, #qurio-docs .swagger-ui .opblock-tag,
#qurio-docs .swagger-ui .opblock .opblock-summary-description, #qurio-docs .swagger-ui .opblock .opblock-summary-operation-id,
#qurio-docs .swagger-ui .opblock .opblock-summary-path, #qurio-docs .swagger-ui .opblock-description-wrapper p,
#qurio-docs .swagger-ui .opblock-description-wrapper li, #qurio-docs .swagger-ui .opblock .opblock-section-header h4,
#qurio-docs .swagger-ui table thead tr th, #qurio-docs .swagger-ui table thead tr td, #qurio-docs .swagger-ui .response-col_status,
#qurio-docs .swagger-ui .parameter__name, #qurio-docs .swagger-ui .parameter__type, #qurio-docs .swagger-ui .tab li, #qurio-docs .swagger-ui .model-title,
#qurio-docs .swagger-ui .model, #qurio-docs .swagger-ui section.models h4, #qurio-docs .swagger-ui .renderedMarkdown p, #qurio-docs .swagger-ui .response-col_links,
#qurio-docs .swagger-ui .opblock-tag small, #qurio-docs .swagger-ui label, #qurio-docs .swagger-ui .markdown p, #qurio-docs .swagger-ui .markdown li,
#qurio-docs .swagger-ui .scheme-container .schemes > label, #qurio-docs .swagger-ui .btn, #qurio-docs .swagger-ui .prop-type, #qurio-docs .swagger-ui .prop-format {
  color: var(--text); font-family: ${FONT}; }
#qurio-docs .swagger-ui .info a, #qurio-docs .swagger-ui .markdown a, #qurio-docs .swagger-ui .renderedMarkdown a { color: var(--primary-text); }
#qurio-docs .swagger-ui .info .title small, #qurio-docs .swagger-ui .info .title small pre { background: var(--primary-soft); color: var(--primary-text); }
#qurio-docs .swagger-ui .opblock-tag { border-bottom-color: var(--border); }
#qurio-docs .swagger-ui .opblock, #qurio-docs .swagger-ui .opblock.opblock-get, #qurio-docs .swagger-ui .opblock.opblock-post,
#qurio-docs .swagger-ui .opblock.opblock-put, #qurio-docs .swagger-ui .opblock.opblock-delete { background: var(--surface); border-color: var(--border); box-shadow: none; border-radius: ${radius.sm}px; }
#qurio-docs .swagger-ui .opblock .opblock-summary { border-color: var(--border); }
#qurio-docs .swagger-ui .opblock.is-open .opblock-summary { border-bottom-color: var(--border); }
#qurio-docs .swagger-ui .opblock .opblock-section-header { background: var(--surface-sunken); box-shadow: none; }
#qurio-docs .swagger-ui .opblock .opblock-summary-method { background: var(--primary); color: var(--on-primary); border-radius: 6px; }
#qurio-docs .swagger-ui .opblock.opblock-get .opblock-summary-method { background: var(--primary); }
#qurio-docs .swagger-ui .opblock.opblock-post .opblock-summary-method, #qurio-docs .swagger-ui .opblock.opblock-put .opblock-summary-method {
  background: var(--accent-text); }
#qurio-docs .swagger-ui .opblock.opblock-delete .opblock-summary-method { background: var(--danger); color: var(--on-danger); }
#qurio-docs .swagger-ui .scheme-container, #qurio-docs .swagger-ui section.models, #qurio-docs .swagger-ui section.models .model-container {
  background: var(--surface); box-shadow: none; border-color: var(--border); }
#qurio-docs .swagger-ui .filter-container .operation-filter-input, #qurio-docs .swagger-ui input[type=text], #qurio-docs .swagger-ui textarea, #qurio-docs .swagger-ui select {
  background: var(--input-bg); color: var(--text); border: 1px solid var(--border-strong); border-radius: ${radius.sm}px; }
#qurio-docs .swagger-ui .filter-container .operation-filter-input { min-height: 44px; }
#qurio-docs .swagger-ui .btn { border-color: var(--border-strong); background: var(--surface); }
#qurio-docs .swagger-ui .btn.authorize { color: var(--primary-text); border-color: var(--primary); }
#qurio-docs .swagger-ui .btn.authorize svg { fill: var(--primary-text); }
#qurio-docs .swagger-ui .highlight-code > .microlight, #qurio-docs .swagger-ui .microlight { background: var(--snack-bg) !important; }
#qurio-docs .swagger-ui .response-col_description__inner p, #qurio-docs .swagger-ui .parameter__in, #qurio-docs .swagger-ui .opblock-tag small p { color: var(--text-muted); }
#qurio-docs .swagger-ui svg:not(:root) { fill: currentColor; }
#qurio-docs .swagger-ui .expand-operation svg, #qurio-docs .swagger-ui .opblock-tag svg, #qurio-docs .swagger-ui .model-toggle:after { filter: none; }
:root[data-theme="night"] #qurio-docs .swagger-ui .model-toggle:after, :root[data-theme="night"] #qurio-docs .swagger-ui .expand-methods svg { filter: invert(1); }
#qurio-docs .swagger-ui .opblock .opblock-summary .opblock-summary-method { color: var(--on-primary); text-shadow: none; }
#qurio-docs .swagger-ui .opblock.opblock-delete .opblock-summary .opblock-summary-method { color: var(--on-danger); }
@media (max-width: 600px) {
  #qurio-docs .swagger-ui .opblock-tag { flex-wrap: wrap; }
  #qurio-docs .swagger-ui .opblock-tag small { flex: 1 1 100%; order: 3; padding: 0 0 8px; }
}
#qurio-docs .swagger-ui .opblock .tab-header .tab-item.active h4 span:after { background: var(--primary); }
#qurio-docs .swagger-ui .topbar { display: none; }
#qurio-docs .swagger-ui .wrapper { padding: 0 12px; }
`;

/** The reference: the document rendered by Swagger UI. */
export function docsPage(): string {
  return page(
    'Qurio API reference',
    `<main class="docs-main"><div id="reference"></div></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs.js"></script>`,
    '<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">',
  );
}

const CURL = `curl https://qurio.example/api/timeline \\
  -H "Authorization: Bearer $QURIO_TOKEN"

curl https://qurio.example/api/ask \\
  -H "Authorization: Bearer $QURIO_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"user_id": 42, "question": "What are you reading?", "anonymous": true}'`;

/** packages/client/src/examples/build-on-qurio.ts, which tsc checks (api-docs.test.ts holds the two equal). */
export const TYPESCRIPT_EXAMPLE = `import { createApiClient } from '@qurio/client';
import { ask, timeline } from '@qurio/contract/routes';

/** A client for a Qurio server, with a personal access token (Settings → Access tokens). */
export function connect(server: string, token: string) {
  let current = token;
  return createApiClient({
    baseUrl: () => server,
    accessToken: () => current,
    // A personal access token never changes; a session token may be rotated: keep the new one.
    tokenRotated: (next) => {
      current = next;
    },
    sessionEnded: () => console.error('The token has been revoked or has expired.'),
    language: () => 'en',
    timezone: () => 'UTC',
  });
}

/** Reads the home timeline, then asks a member a question anonymously. */
export async function readAndAsk(server: string, token: string, memberId: number) {
  const api = connect(server, token);
  const home = await api.call(timeline, {});
  for (const row of home.questions) console.log(\`@\${row.username}: \${row.question} → \${row.answer}\`);
  await api.call(ask, { user_id: memberId, question: 'What are you reading these days?', anonymous: true });
}
`;

/** "Build on Qurio": how another program calls the API, with curl and with @qurio/client. */
export function buildPage(typescriptExample: string = TYPESCRIPT_EXAMPLE): string {
  return page(
    'Build on Qurio',
    `<main class="docs-prose">
<h1>Build on Qurio</h1>
<p>Everything the web app and the phone app do goes through this API, and your program can call it too. The
<a href="/api/docs">reference</a> lists every call, its input, its answers and its limits; the document behind it is
<a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), for code generators and other tools.</p>
<h2>Your token</h2>
<p>Send a token as <code>Authorization: Bearer …</code> with every call that needs a member. Use a
<strong>personal access token</strong> (Settings → Access tokens): it can do only what its scopes allow, and you can
revoke it at any time. The other way is the session token that <code>token</code> (sign-in) answers, as the apps do;
when an answer carries <code>X-Access-Token</code>, the session was rotated and that is the token from then on.</p>
<h2>With curl</h2>
<pre><code>${escapeHtml(CURL)}</code></pre>
<h2>With TypeScript</h2>
<p><code>@qurio/client</code> is the client both apps use: it builds each request from the contract's route table,
so a wrong path, field or type does not compile, and it throws <code>ApiError</code> with the error's
<code>code</code>.</p>
<pre><code>${escapeHtml(typescriptExample)}</code></pre>
<h2>Play fair</h2>
<p>Each call lists its rate limits; past one the answer is a 429 with <code>Retry-After</code>. Never try to learn who
sent an anonymous question: the API does not know it for you, and trying breaks the Terms.</p>
<p>Qurio is free software under the GNU Affero General Public License, version 3 or later: a service built on a
changed Qurio shares its changes.</p>
</main>`,
  );
}

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
<link rel="stylesheet" href="/api/docs/assets/docs.css">
<script src="/api/docs/assets/theme.js"></script>
</head>
<body id="qurio-docs">
<header class="docs-bar"><a class="brand" href="/">Qurio</a><nav aria-label="API"><a href="/api/docs">Reference</a><a href="/api/docs/build">Build on Qurio</a><a href="/api/openapi.json">openapi.json</a></nav></header>
${body}
</body>
</html>
`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Runs in the head, before the first paint: the web app's night switch (`qurio:night`) if the
 * reader made one, else the system's, as data-theme; Swagger UI's own `dark-mode` class follows it.
 */
export const THEME_JS = `(function () {
  var night = null;
  try { var v = localStorage.getItem('qurio:night'); if (v === 'true') night = true; if (v === 'false') night = false; } catch (e) {}
  if (night === null) night = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = night ? 'night' : 'light';
  if (night) document.documentElement.classList.add('dark-mode');
})();
`;

/** Starts Swagger UI on the document: no try-it console (calls are made from programs), filter on, deep links. */
export const DOCS_JS = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    filter: true,
    validatorUrl: null,
    supportedSubmitMethods: [],
    defaultModelsExpandDepth: -1,
    docExpansion: 'list',
    displayOperationId: false
  });
});
`;
