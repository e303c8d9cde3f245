import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResource } from '../../app/static-resource';
import { usePageTitle } from '../../app/usePageTitle';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { ArrowLeftIcon } from '../../ui/action-icons';
import { LinkButton } from '../../ui/Button';
import { Markdown } from '../../ui/Markdown';
import { PageLoader } from '../../ui/PageLoader';
import { PageProblem, PagesFrame } from '../static-pages/PagesFrame';
import { firstHeading } from '../static-pages/static-pages';
import styles from './Blog.module.css';
import { articleKey, blogArticles, blogPosts, formatPostDate, postsKey } from './blog-files';

/**
 * /blog/{slug}: the article's markdown (raw HTML in it is shown as text, never run). A missing or
 * empty article shows the not-found state. The list is read too, for the date; both are loaded
 * before the frame renders (SPEC §2), in parallel.
 */
export default function BlogPostScreen() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const language = currentLanguage();
  const { loaded: article, retry } = useResource(blogArticles, articleKey(language, slug));
  const { loaded: posts } = useResource(blogPosts, postsKey(language));
  const post = posts?.ok ? posts.value.find((entry) => entry.slug === slug) : undefined;
  const title = article?.ok
    ? (firstHeading(article.value) ?? post?.title ?? null)
    : article
      ? t('blog.notFoundTitle')
      : null;
  usePageTitle(title);
  // The date comes from the list; an article whose list failed still shows, without it.
  if (!article || !posts) return <PageLoader />;

  if (!article.ok) {
    return (
      <PagesFrame>
        {article.reason === 'notFound' ? (
          <PageProblem
            title={t('blog.notFoundTitle')}
            text={t('blog.notFoundText')}
            action={{ label: t('blog.allPosts'), to: pathTo('Blog') }}
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

  return (
    <PagesFrame>
      <article className={styles.article}>
        {post ? (
          <time className={styles.date} dateTime={post.date}>
            {formatPostDate(post.date, currentLanguage())}
          </time>
        ) : null}
        <Markdown source={article.value} />
        <LinkButton to={pathTo('Blog')} variant="secondary" size="sm" icon={<ArrowLeftIcon />}>
          {t('blog.allPosts')}
        </LinkButton>
      </article>
    </PagesFrame>
  );
}
