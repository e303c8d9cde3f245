import type { Language } from '@qurio/contract/limits';
import type { RouteHandle } from './routes';
import type { Resource } from './static-resource';

/**
 * Static pages and the blog load their text in the screen (`useResource`), which renders a loader
 * until it is there: for a server render, and for the browser before it hydrates that render, the
 * text is loaded first, so the screen's first render shows it. `fresh` forgets what was loaded
 * before (the server, which lives longer than a blog post). False when a text failed to load.
 */
export async function preloadStaticContent(
  route: RouteHandle,
  pathname: string,
  language: Language,
  fresh = true,
): Promise<boolean> {
  const reads: Promise<{ ok: boolean; reason?: string }>[] = [];
  const read = <T>(resource: Resource<T>, key: string) => {
    if (fresh) resource.forget(key);
    reads.push(resource.read(key));
  };
  if (route.name === 'Blog' || route.name === 'BlogPost') {
    const { blogPosts, blogArticles, postsKey, articleKey } = await import('../features/blog/blog-files');
    read(blogPosts, postsKey(language));
    if (route.name === 'BlogPost') {
      const slug = decodeURIComponent(pathname.replace(/^\/blog\/|\/+$/g, ''));
      read(blogArticles, articleKey(language, slug));
    }
  } else if (route.static) {
    // Every other static route is a page of StaticPageScreen, named by its path.
    const { pageTexts, isStaticPage } = await import('../features/static-pages/static-pages');
    const name = pathname.replace(/^\/+|\/+$/g, '');
    read(pageTexts, `${language}/${isStaticPage(name) ? name : 'about'}`);
  }
  const loaded = await Promise.all(reads);
  return loaded.every((entry) => entry.ok || entry.reason === 'notFound');
}
