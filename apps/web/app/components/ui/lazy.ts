import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the component (on hover or focus of what opens it); safe to call repeatedly. */
  preload: () => void;
};

/**
 * A component whose code is downloaded on first use. Overlays (menus, drawers, the full-screen photo
 * view) are not needed to render a page, so their Radix code stays out of the first download and comes
 * when a person reaches for them; the product page must stay within 150 KB of JavaScript
 * (docs/decisions/028-javascript-budget.md).
 */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    pending ??= factory();
    return pending;
  };
  return Object.assign(lazy(load), {
    preload: () => {
      void load();
    },
  });
}
