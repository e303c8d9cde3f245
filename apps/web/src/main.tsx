// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { registerServiceWorker } from './app/register-service-worker';
import { initTheme } from './app/theme';
import { restoreSession } from './features/auth/session-store';
import { initI18n } from './i18n';
import './styles/global.css';

initTheme();
const session = restoreSession();
await initI18n(session?.lang);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// The stored session renders at once; the server's copy replaces it (or ends it) when it answers.
// Loaded on demand: a guest's landing page needs neither the API client nor the contract schemas.
if (session) void import('./features/auth/auth-actions').then(({ refreshSession }) => refreshSession());

registerServiceWorker();
