import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { ensureAllStrings, i18n } from '../i18n';
import { showErrorSnack } from './snack-store';

export interface OnDemand<P> {
  (props: P): ReactNode;
  /** Starts the download early (a menu opening, a pointer on its trigger), so the part shows at once. */
  preload(): void;
}

/**
 * A part of a page that shows only on use (a dialog, a menu's action, an owner's control): its code
 * and every string (it may show any) load the first time it renders, so a page's first visit does
 * without them. Render it only when it is needed (`{open ? <Part … /> : null}`). Until it is
 * there it renders `fallback` (nothing, or a placeholder of the same size, so nothing moves).
 * When the download fails (offline) it says so and calls the part's `onClose`, if it has one, so
 * the next use tries again.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
): OnDemand<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= Promise.all([load(), ensureAllStrings()]).then(
      ([component]) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function OnDemandPart(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => Loaded);
    const onClose = useRef<(() => void) | undefined>(undefined);
    onClose.current = (props as { onClose?: () => void }).onClose;
    useEffect(() => {
      if (component) return;
      let live = true;
      start().then(
        (loaded) => {
          if (live) setComponent(() => loaded);
        },
        () => {
          if (!live) return;
          showErrorSnack(i18n.t('network.noInternet'));
          onClose.current?.();
        },
      );
      return () => {
        live = false;
      };
    }, [component]);
    const Component = component;
    if (Component) return <Component {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  OnDemandPart.preload = () => void start().catch(() => undefined);
  return OnDemandPart;
}
