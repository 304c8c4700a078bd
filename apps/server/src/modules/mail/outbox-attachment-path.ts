/**
 * Where the outbox drawer downloads a mail's attachment: by the message and its place in the
 * mail (served by the documents area, whose files they are).
 */
export function outboxAttachmentPath(messageId: number, index: number): string {
  return `/files/outbox/${messageId}/attachments/${index}`;
}
