import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// A server render has no document: the title a page asks for is kept for the HTML it goes into
// (entry-server.tsx), so a reader without JavaScript, or a search engine, sees it too.
let renderedTitle: string | null = null;

function setTitle(title: string): void {
  if (typeof document === 'undefined') renderedTitle = title;
}

/** The title the page being rendered on the server asked for, once. */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/** Sets `<title>` to the page name with the product's Q&A suffix (SPEC §9). */
export function usePageTitle(page: string | null): void {
  const { t } = useTranslation();
  const suffix = t('app.titleSuffix');
  const title = page ? `${page} - ${suffix}` : suffix;
  setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets `<title>` exactly, for pages whose title the spec fixes ('{username} - Qurio'). */
export function useDocumentTitle(title: string | null): void {
  if (title) setTitle(title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
