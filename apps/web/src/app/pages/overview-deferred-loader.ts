/** Loads overview-deferred.ts: its own module, as both the page and its header use it. */
export const overviewDeferred = () => import('./overview-deferred');
