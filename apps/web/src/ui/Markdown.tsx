import { micromark } from 'micromark';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import styles from './Markdown.module.css';

/**
 * Markdown to HTML with micromark's safe defaults: raw HTML in the source is escaped, not executed,
 * and `javascript:`/`data:` links are dropped. The output is therefore safe to set as markup.
 */
export function renderMarkdown(source: string): string {
  return micromark(source, { allowDangerousHtml: false, allowDangerousProtocol: false });
}

/** A plain left click on a link inside the app, which the router should handle without a reload. */
function inAppLink(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a');
  const href = anchor?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || anchor?.target) return null;
  return href;
}

/** Renders a markdown document (blog articles, static pages); in-app links navigate client-side. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click is delegated to the links inside, which are focusable and keyboard-activated.
    <div
      className={`${styles.markdown} ${className ?? ''}`}
      onClick={(event) => {
        const href = inAppLink(event);
        if (!href) return;
        event.preventDefault();
        navigate(href);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: micromark escapes raw HTML and unsafe link protocols (renderMarkdown).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
