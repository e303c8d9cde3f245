import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { connectSession } from '../app/router-session';
import { appRoutes } from '../app/routes';

/** Renders the whole app (the data router's route tree: guards, layouts, loaders) at a path, with history in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const disconnect = connectSession(router);
  onTestFinished(() => {
    disconnect();
    router.dispose();
  });
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    /** The path the app is showing, or going to while the router runs that page's loaders. */
    pathname: () => (router.state.navigation.location ?? router.state.location).pathname,
  };
}
