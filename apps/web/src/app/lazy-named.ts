import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A named export loaded on first render, so each screen is its own chunk. */
export function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
