import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/App';

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the whole app (route table, guards, layouts) at a path, with history in memory. */
export function renderApp(path: string) {
  let current: Location | undefined;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe onLocation={(location) => (current = location)} />
    </MemoryRouter>,
  );
  return {
    ...view,
    /** The path the app is showing now. */
    pathname: () => current?.pathname,
  };
}
