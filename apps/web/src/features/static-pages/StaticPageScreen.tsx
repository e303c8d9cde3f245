import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useResource } from '../../app/static-resource';
import { usePageTitle } from '../../app/usePageTitle';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { Markdown } from '../../ui/Markdown';
import { PageLoader } from '../../ui/PageLoader';
import { PageProblem, PagesFrame } from './PagesFrame';
import { pageTexts, STATIC_PAGES, type StaticPage } from './static-pages';

/** Each page's name, shared with the footer links. */
const PAGE_NAME = {
  about: 'discovery.about',
  terms: 'discovery.terms',
  privacy: 'discovery.privacy',
  help: 'discovery.help',
  support: 'discovery.support',
  advertise: 'discovery.advertise',
} as const satisfies Record<StaticPage, string>;

function pageFor(pathname: string): StaticPage {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return STATIC_PAGES.find((page) => page === name) ?? 'about';
}

/**
 * About, Terms, Privacy, Help, Getting help (issue 16) and Advertisement (SPEC §2): one screen for all of them, so the
 * frame stays mounted while moving between them. The text is loaded before the frame renders.
 */
export default function StaticPageScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  const key = `${currentLanguage()}/${page}`;
  const { loaded, retry } = useResource(pageTexts, key);
  // The document title is the page's name as the footer gives it ("About"), not the text's heading
  // ("About Qurio"): the title's suffix names the product already.
  usePageTitle(loaded ? (loaded.ok ? t(PAGE_NAME[page]) : t('pages.notFoundTitle')) : null);
  if (!loaded) return <PageLoader />;

  return (
    <PagesFrame>
      {loaded.ok ? (
        <Markdown source={loaded.value.markdown} />
      ) : loaded.reason === 'notFound' ? (
        <PageProblem
          title={t('pages.notFoundTitle')}
          text={t('pages.notFoundText')}
          action={{ label: t('pages.backToAbout'), to: pathTo('About') }}
        />
      ) : (
        <PageProblem
          title={t('pages.loadFailedTitle')}
          text={t('pages.loadFailedText')}
          action={{
            label: t('network.tryAgain'),
            onClick: retry,
          }}
        />
      )}
    </PagesFrame>
  );
}
