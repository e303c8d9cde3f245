import '../zod-jitless';
import '../preact-suspense-ids';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '../app/query-client';
import { setLiveEnabled } from '../features/live/connection';
import { changeLanguage, ensureAllStrings, initI18n } from '../i18n';
import { restoreSession } from '../lib/session-store';
import { snacks } from '../ui/snack-store';

// Screens load lazily and talk to the real server in-process: the first render of a file also
// compiles its chunks, which takes longer than Testing Library's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The server runs in process behind app.inject(), which answers only once a response has ended:
// the live stream stays off and the screens poll, as they do whenever it is down (the end-to-end
// tests cover the stream).
setLiveEnabled(false);

// jsdom has no layout, so it cannot scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
  // Components render here without the router, whose route loaders would otherwise wait for these.
  await ensureAllStrings();
});

afterEach(async () => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  restoreSession();
  snacks.reset();
  await changeLanguage('en');
});
