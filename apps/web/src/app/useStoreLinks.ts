import { useEffect, useState } from 'react';
import type { StoreLinks } from './mobile-app-choice';
import { PHONE_QUERY } from './phone-query';

/**
 * The store pages from the server, asked for only while the bar can be seen (a phone-sized window
 * and no answer yet): a wide screen never shows it and so never pays for the call or the client's
 * code. Null until they arrive, and on any failure: no store, no button.
 */
export function useStoreLinks(wanted: boolean): StoreLinks | null {
  const [links, setLinks] = useState<StoreLinks | null>(null);
  useEffect(() => {
    const phoneSized = typeof window.matchMedia !== 'function' || window.matchMedia(PHONE_QUERY).matches;
    if (!wanted || !phoneSized) return;
    let current = true;
    // The route comes with the client: the table of routes is no part of what every page runs.
    Promise.all([import('../api/client'), import('@qurio/contract/routes')])
      .then(([{ callApi }, { appLinks }]) => callApi(appLinks))
      .then((found) => {
        if (current) setLinks({ play_store_url: found.play_store_url, app_store_url: found.app_store_url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  return links;
}
