import '../zod-jitless';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '../app/query-client';
import { restoreSession } from '../features/auth/session-store';
import { changeLanguage, initI18n } from '../i18n';
import { snacks } from '../ui/snack-store';

// jsdom has no layout, so it cannot scroll; the scroll-keeping hook calls this on every navigation.
window.scrollTo = () => {};

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  restoreSession();
  snacks.reset();
  await changeLanguage('en');
});
