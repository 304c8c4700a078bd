/**
 * The events of one subscription waiting to be read. A reader that falls behind (a slow
 * client) keeps the newest `capacity` events and loses the oldest, instead of growing without
 * bound. A plain queue rather than a Repeater: with a thousand subscriptions,
 * every event passes through a thousand of them, and the Repeater's bookkeeping and garbage cost
 * more than the websocket writes (`npm run bench:live -w bench`).
 */
export class EventQueue<E> implements AsyncIterableIterator<E> {
  private readonly buffer: E[] = [];
  private readonly readers: ((result: IteratorResult<E>) => void)[] = [];
  private closed = false;
  private forwardTo: ((event: E) => void) | undefined;

  constructor(
    private readonly capacity: number,
    private readonly onClose: () => void,
  ) {}

  push(event: E): void {
    if (this.closed) return;
    if (this.forwardTo) return this.forwardTo(event);
    const reader = this.readers.shift();
    if (reader) return reader({ value: event, done: false });
    if (this.buffer.length === this.capacity) this.buffer.shift();
    this.buffer.push(event);
  }

  /**
   * Hands every event to `deliver` as it is pushed, those waiting first, instead of keeping it for
   * a reader (graphql/shared-event-execution.ts writes them to the websocket); `next` then only
   * resolves when the queue ends.
   */
  forward(deliver: (event: E) => void): void {
    this.forwardTo = deliver;
    for (const event of this.buffer.splice(0)) deliver(event);
  }

  next(): Promise<IteratorResult<E>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.readers.push(resolve));
  }

  /** Ends the subscription: waiting readers are told it is done, and the source is released. */
  return(): Promise<IteratorResult<E>> {
    if (!this.closed) {
      this.closed = true;
      this.buffer.length = 0;
      this.onClose();
      for (const reader of this.readers.splice(0)) reader({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
