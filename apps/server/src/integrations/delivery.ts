/** What a mail or SMS transport did with a message: handed it on, or left it in the in-app outbox. */
export type DeliveryOutcome = 'sent' | 'stored';

/** The receiver refused the message itself (for example an unknown address): retrying cannot help. */
export class DeliveryRefusedError extends Error {
  override name = 'DeliveryRefusedError';
}
