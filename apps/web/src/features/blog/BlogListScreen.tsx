import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResource } from '../../app/static-resource';
import { usePageTitle } from '../../app/usePageTitle';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { PageLoader } from '../../ui/PageLoader';
import { PageProblem, PagesFrame } from '../static-pages/PagesFrame';
import styles from './Blog.module.css';
import { blogPosts, formatPostDate, postsKey } from './blog-files';

/** /blog: the posts of posts.json, newest first; fetched before the frame renders (SPEC §2). */
export default function BlogListScreen() {
  const { t } = useTranslation();
  usePageTitle(t('blog.title'));
  const language = currentLanguage();
  const { loaded, retry } = useResource(blogPosts, postsKey(language));
  if (!loaded) return <PageLoader />;

  if (!loaded.ok) {
    return (
      <PagesFrame>
        <PageProblem
          title={t('blog.loadFailedTitle')}
          text={t('pages.loadFailedText')}
          action={{
            label: t('network.tryAgain'),
            onClick: retry,
          }}
        />
      </PagesFrame>
    );
  }

  return (
    <PagesFrame>
      <h1 className={styles.title}>{t('blog.title')}</h1>
      <p className={styles.intro}>{t('blog.intro')}</p>
      {loaded.value.length === 0 ? (
        <p className={styles.empty}>{t('blog.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {loaded.value.map((post) => (
            <li key={post.slug}>
              <article className={styles.entry} aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`} className={styles.entryTitle}>
                  <Link to={pathTo('BlogPost', { slug: post.slug })}>{post.title}</Link>
                </h2>
                <time className={styles.date} dateTime={post.date}>
                  {formatPostDate(post.date, language)}
                </time>
                {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </PagesFrame>
  );
}
