// The app's web export beside a real Qurio server, for Playwright: a fresh server on a temporary
// data directory, and one origin that serves the export and passes /api to the server. The app
// calls the server from another origin only here (native apps have no origin), so a small proxy
// stands in rather than opening CORS and loosening the server's style-src CSP for
// react-native-web's inline styles.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(appDir, '../..');
const port = Number(process.env.MOBILE_E2E_PORT ?? 3300);
const apiPort = port + 1;
const webDir = join(appDir, 'dist-e2e');
const avatarsDir = join(repoRoot, 'apps/web/public/avatars');
if (!existsSync(join(webDir, 'index.html'))) {
  console.error('No web export in apps/mobile/dist-e2e: run `npm --prefix apps/mobile run export:e2e` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'qurio-mobile-e2e-'));
// The server as `npm start` runs it: one bundled module (apps/server/build.mjs).
const { buildServer } = await import(join(repoRoot, 'apps/server/build.mjs'));
const api = spawn(process.execPath, [await buildServer()], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMITS: 'off',
    // Questions arrive at once: the random delay of anonymous questions is the API suite's to test.
    // E2E_QUESTION_DELAY_MINUTES turns it on for screenshots of questions on their way.
    QUESTION_DELAY_MINUTES: process.env.E2E_QUESTION_DELAY_MINUTES ?? '0',
    // Test servers hash passwords cheaply (lib/crypto.ts): hundreds of sign-ups per run.
    PASSWORD_HASHING: 'fast',
    LOG_LEVEL: 'warn',
  },
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

function serveFile(res, file) {
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) {
    const upstream = request(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
    return;
  }
  // The default avatars, which the server serves from the web's build (apps/web/public/avatars).
  if (url.pathname.startsWith('/avatars/')) {
    const avatar = normalize(join(avatarsDir, decodeURIComponent(url.pathname.slice('/avatars/'.length))));
    if (avatar.startsWith(avatarsDir) && existsSync(avatar)) return serveFile(res, avatar);
    return res.writeHead(404).end();
  }
  const file = normalize(join(webDir, decodeURIComponent(url.pathname)));
  if (file.startsWith(webDir) && existsSync(file) && statSync(file).isFile()) return serveFile(res, file);
  // A single-page export: every other path is the app's own route.
  serveFile(res, join(webDir, 'index.html'));
});
server.listen(port, '127.0.0.1');

const stop = () => {
  server.close();
  api.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
api.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
