/** Loads order-deferred.ts: its own module, as the dialogs here and the overview page use it. */
export const orderDeferred = () => import('./order-deferred');
