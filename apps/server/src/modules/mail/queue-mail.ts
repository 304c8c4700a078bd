import type { Queryable } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/outbox';
import type { Language } from '../translations/catalogue';
import { mailText } from './templates/current-text';
import { renderMailForOutbox } from './templates/render';
import { mailTemplates, type MailTemplateData, type MailTemplateName } from './templates/registry';
import { storeOutboxMessage } from './store-outbox-message';

export type QueueMailInput<N extends MailTemplateName> = {
  to: string;
  template: N;
  language: Language;
  data: MailTemplateData<N>;
  /** Stored files ({fileId, filename, contentType}), read from file storage when the mail is sent. */
  attachments?: OutboxAttachment[];
  /** Idempotency key: queueing the same key again keeps the first mail. */
  key?: string;
};

/**
 * The one way to send a mail: renders the template now, in the text a super user last saved for
 * it or else the shipped one, and queues its delivery in the caller's
 * transaction, so the mail goes out if and only if the change that caused it is committed. A
 * link the template marks secret is stored redacted beside the mail as it will be delivered.
 */
export async function queueMail<N extends MailTemplateName>(tx: Queryable, input: QueueMailInput<N>) {
  const source = await mailText(tx, input.template, input.language);
  const { shown, unredacted } = renderMailForOutbox(
    source,
    mailTemplates[input.template],
    input.language,
    input.data,
  );
  return storeOutboxMessage(tx, {
    channel: 'mail',
    recipient: input.to.trim(),
    ...shown,
    unredacted,
    attachments: input.attachments ?? [],
    template: input.template,
    language: input.language,
    key: input.key,
  });
}
