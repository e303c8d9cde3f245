import { Component, type ComponentChildren, type ComponentType, createElement, options, type VNode } from 'preact';
import { Suspense } from 'preact/compat';
import { useId } from 'preact/hooks';

/**
 * Imported first by main.tsx, entry-server.tsx and the tests' setup: every Suspense boundary
 * numbers the `useId` values inside it by itself (ARCHITECTURE.md, "Preact instead of React DOM").
 *
 * Preact numbers `useId` in render order, where React uses the position in the tree. A part that
 * suspends (a lazy component) renders after everything behind it, so on a hydrating browser, which
 * does not have the part's code yet, everything after it numbered differently from the server's
 * render, which had it: hydration kept the server's ids in the page while the app held others.
 * So each boundary takes an id of its own in order and its content counts from there, whenever it
 * arrives. It sets Preact's own scope for `useId`, a vnode's `_mask` (`__m` once built; `__v` is a
 * component's vnode: names preact/debug and preact-render-to-string rely on too), which the
 * server's renderer reads the same way. apps/web/e2e/ssr.spec.ts fails when ids differ.
 */
class IdScope extends Component<{ scope: string; children?: ComponentChildren }> {
  private mask: [string, number] | undefined;
  render() {
    // Kept on the instance: a later render has a new vnode, and the count must go on, not restart.
    this.mask ??= [this.props.scope, 0];
    (this as unknown as { __v: { __m?: [string, number] } }).__v.__m = this.mask;
    return this.props.children;
  }
}

interface SuspenseProps {
  fallback?: ComponentChildren;
  children?: ComponentChildren;
}

// compat's Suspense under another type, so the hook below leaves it alone.
const Boundary = class extends (Suspense as unknown as new () => object) {} as unknown as ComponentType<SuspenseProps>;

function ScopedSuspense(props: SuspenseProps) {
  const scope = useId();
  // The scope outside the boundary: when the part arrives, the boundary renders again and copies
  // its children's vnodes, but the scope's stays the one the part's vnodes lead up to.
  return createElement(IdScope, { scope }, createElement(Boundary, props));
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === (Suspense as unknown)) (vnode as { type: unknown }).type = ScopedSuspense;
  previousVNodeHook?.(vnode);
};
