// What `react` means in this app (build/preact.ts): preact/compat, with one change, to Suspense.
// Plain JavaScript: preact/compat's types are an `export =` namespace, which TypeScript cannot
// re-export with `export *`; the app type-checks against @types/react anyway.
import * as compat from 'preact/compat';
import { Component, createElement, Suspense as PreactSuspense, useId } from 'preact/compat';

/**
 * Preact numbers `useId` in render order, where React uses the position in the tree. A part that
 * suspends (a lazy component) renders after everything behind it, so on a hydrating browser, which
 * does not have the part's code yet, everything after it would number differently from the
 * server's render, which had it: hydration keeps the server's ids in the page while the app holds
 * others (an `aria-describedby` added later points nowhere). So each Suspense boundary numbers its
 * content by itself, from an id of its own taken in order: the same ids whenever the part arrives.
 * It sets Preact's own scope for `useId` (a vnode's `_mask`, named `__m` in the build, as `__v` is
 * a component's vnode: the names preact/debug and preact-render-to-string rely on too), which the
 * server's renderer reads the same way. apps/web/e2e/ssr.spec.ts compares a hydrated page with a
 * fresh render, ids included.
 */
class IdScope extends Component {
  render() {
    // Kept on the instance: a later render has a new vnode, and the count must go on, not restart.
    this.mask ??= [this.props.scope, 0];
    this.__v.__m = this.mask;
    return this.props.children;
  }
}

/** @param {{ fallback?: unknown, children?: unknown }} props */
export function Suspense(props) {
  const scope = useId();
  // The scope outside the boundary: when the part arrives, the boundary renders again and copies
  // its children's vnodes, but the scope's stays the one the part's vnodes lead up to.
  return createElement(IdScope, { scope }, createElement(PreactSuspense, { fallback: props.fallback }, props.children));
}

export * from 'preact/compat';
export default { ...compat.default, Suspense };
