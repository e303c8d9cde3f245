import { type Href, useFocusEffect, useRouter } from 'expo-router';
import { useCallback } from 'react';

/**
 * `<Redirect>` for a screen that ends a flow (log-in, sign-up, consent): back down the stack to
 * `href` when it is there, as the tabs are beneath every deep-linked screen (app/_layout.tsx
 * `initialRouteName`), else in place of this screen. A plain replace put a second copy of the
 * tabs on top of the first, and Back on Home showed Home again.
 */
export function ReturnTo({ href }: { href: Href }) {
  const router = useRouter();
  useFocusEffect(
    useCallback(() => {
      router.dismissTo(href);
    }, [router, href]),
  );
  return null;
}
