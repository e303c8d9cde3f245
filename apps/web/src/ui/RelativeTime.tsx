import { formatFull, formatRelative } from '@qurio/queries';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { SERVER_TIME_ZONE, serverRenderTime } from './server-render-time';

// The formatter both apps share (packages/queries); re-exported for the web's callers.
export { formatFull, formatRelative };

// Nothing to subscribe to: the text changes only with a render (language, new data).
const subscribeNothing = () => () => undefined;

/** A `<time>` with the short relative form visible and the full date as its tooltip. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  // Subscribes to language changes; the formatters then read the resolved language.
  useTranslation();
  const language = currentLanguage();
  // The server's text (its moment, UTC) on the server and while hydrating its page, the reader's
  // from then on.
  const text = useSyncExternalStore(
    subscribeNothing,
    () => formatRelative(iso, language),
    () => formatRelative(iso, language, new Date(serverRenderTime()), SERVER_TIME_ZONE),
  );
  const title = useSyncExternalStore(
    subscribeNothing,
    () => formatFull(iso, language),
    () => formatFull(iso, language, SERVER_TIME_ZONE),
  );
  return (
    <time className={className} dateTime={iso} title={title}>
      {text}
    </time>
  );
}
