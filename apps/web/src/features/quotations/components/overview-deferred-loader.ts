/** Loads overview-deferred.ts: its own module, as both the page and its actions panel use it. */
export const overviewDeferred = () => import('./overview-deferred');
