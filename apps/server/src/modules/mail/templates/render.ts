import Handlebars from 'handlebars';
import { fail } from '../../../errors';
import type { Language } from '../../translations/catalogue';
import {
  mailTemplates,
  smsTemplates,
  type MailTemplateData,
  type MailTemplateName,
  type SmsTemplateData,
  type SmsTemplateName,
} from './registry';
import { redactedData } from './redacted';

export type RenderedMail = { subject: string; text: string; html: string };

const layout = `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5; color: #1f1f1f">{{{body}}}</body></html>`;

const compiled = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Renders a Handlebars source. In HTML every {{value}} is escaped by the engine; subject and
 * plain text are not HTML, so there it is left as typed. `strict` turns a missing field into
 * an error instead of an empty gap in a mail.
 */
function render(source: string, data: object, escape: boolean): string {
  const cacheKey = `${escape ? 'html' : 'text'}\u0000${source}`;
  let template = compiled.get(cacheKey);
  if (!template) {
    template = Handlebars.compile(source, { strict: true, noEscape: !escape });
    compiled.set(cacheKey, template);
  }
  try {
    return template(data);
  } catch (error) {
    fail('MAIL_DATA_MISSING', error instanceof Error ? error.message : String(error));
  }
}

export function renderMail<N extends MailTemplateName>(
  name: N,
  language: Language,
  data: MailTemplateData<N>,
): RenderedMail {
  const source = mailTemplates[name][language];
  const subject = render(source.subject, data, false);
  const body = render(source.html, data, true);
  return {
    subject,
    text: render(source.text, data, false),
    html: render(layout, { language, subject, body }, true),
  };
}

export function renderSms<N extends SmsTemplateName>(
  name: N,
  language: Language,
  data: SmsTemplateData<N>,
): string {
  return render(smsTemplates[name][language].text, data, false);
}

/** A message as the outbox shows it and, when that hides a secret, as it is delivered. */
export type OutboxRendering<T> = { shown: T; unredacted: T | null };

export function renderMailForOutbox<N extends MailTemplateName>(
  name: N,
  language: Language,
  data: MailTemplateData<N>,
): OutboxRendering<RenderedMail> {
  const delivered = renderMail(name, language, data);
  const hidden = redactedData(mailTemplates[name], language, data);
  return hidden
    ? { shown: renderMail(name, language, hidden), unredacted: delivered }
    : { shown: delivered, unredacted: null };
}

export function renderSmsForOutbox<N extends SmsTemplateName>(
  name: N,
  language: Language,
  data: SmsTemplateData<N>,
): OutboxRendering<string> {
  const delivered = renderSms(name, language, data);
  const hidden = redactedData(smsTemplates[name], language, data);
  return hidden
    ? { shown: renderSms(name, language, hidden), unredacted: delivered }
    : { shown: delivered, unredacted: null };
}
