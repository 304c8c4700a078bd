import type { Queryable } from '../../db/client';
import type { Language } from '../translations/catalogue';
import { smsText } from './templates/current-text';
import { renderSmsForOutbox } from './templates/render';
import { smsTemplates, type SmsTemplateData, type SmsTemplateName } from './templates/registry';
import { storeOutboxMessage } from './store-outbox-message';

export type QueueSmsInput<N extends SmsTemplateName> = {
  to: string;
  template: N;
  language: Language;
  data: SmsTemplateData<N>;
  /** Idempotency key: queueing the same key again keeps the first SMS. */
  key?: string;
};

/** Queues an SMS in the caller's transaction, like `queueMail`, its code stored redacted beside it. */
export async function queueSms<N extends SmsTemplateName>(tx: Queryable, input: QueueSmsInput<N>) {
  const source = await smsText(tx, input.template, input.language);
  const { shown, unredacted } = renderSmsForOutbox(
    source,
    smsTemplates[input.template],
    input.language,
    input.data,
  );
  return storeOutboxMessage(tx, {
    channel: 'sms',
    recipient: input.to.trim(),
    text: shown,
    unredacted: unredacted === null ? null : { subject: null, text: unredacted, html: null },
    template: input.template,
    language: input.language,
    key: input.key,
  });
}
