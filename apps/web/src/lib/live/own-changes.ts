let pending = 0;

/**
 * Marks an own change of an order as on its way, until the returned `done`. Its answer reloads
 * the screen's queries of the types it touches (the mutation's context), so what the server
 * announces meanwhile, which reaches the browser before the answer, needs no reload of its own:
 * a change made elsewhere in that time committed before the answer came, and that reload, which
 * starts after the answer, reads it too.
 */
export function ownChangeStarted(): () => void {
  pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
  };
}

/** Whether an own change is on its way: see ownChangeStarted. */
export function ownChangePending(): boolean {
  return pending > 0;
}
