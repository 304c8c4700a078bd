import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own bound on what lazy() loads: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Component = ComponentType<any>;

/**
 * A named export loaded on first render, so that code the first paint does not need (a screen,
 * the dialogs of a screen) is its own chunk.
 */
export function named<M extends Record<K, Component>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
