import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to the page name with the product's Q&A suffix (SPEC §9). */
export function usePageTitle(page: string | null): void {
  const { t } = useTranslation();
  const suffix = t('app.titleSuffix');
  useEffect(() => {
    document.title = page ? `${page} - ${suffix}` : suffix;
  }, [page, suffix]);
}

/** Sets `<title>` exactly, for pages whose title the spec fixes ('{username} - Qurio'). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
