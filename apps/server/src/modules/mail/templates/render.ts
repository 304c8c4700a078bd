import Handlebars from 'handlebars';
import { fail } from '../../../errors';
import type { Language } from '../../translations/catalogue';
import { redactedData, type SecretField } from './redacted';
import type { MailTemplateText } from './template';

export type RenderedMail = { subject: string; text: string; html: string };

const layout = `<!doctype html>
<html lang="{{language}}"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5; color: #1f1f1f">{{{body}}}</body></html>`;

// Super users' edits and previews add sources; beyond this many, start again rather than grow.
const MAX_COMPILED = 500;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/**
 * Renders a Handlebars source. In HTML every {{value}} is escaped by the engine; subject and
 * plain text are not HTML, so there it is left as typed. `strict` turns a missing field into
 * an error instead of an empty gap in a mail; `knownHelpersOnly` keeps an edited text to the
 * built-in helpers even if one slipped past check-source.ts.
 */
function render(source: string, data: object, escape: boolean): string {
  const cacheKey = `${escape ? 'html' : 'text'}\u0000${source}`;
  let template = compiled.get(cacheKey);
  if (!template) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    template = Handlebars.compile(source, { strict: true, noEscape: !escape, knownHelpersOnly: true });
    compiled.set(cacheKey, template);
  }
  try {
    return template(data);
  } catch (error) {
    fail('MAIL_DATA_MISSING', error instanceof Error ? error.message : String(error));
  }
}

/** A mail from its sources (shipped or edited, see current-text.ts), as it is delivered. */
export function renderMail(source: MailTemplateText, language: Language, data: object): RenderedMail {
  const subject = render(source.subject, data, false);
  const body = render(source.html, data, true);
  return {
    subject,
    text: render(source.text, data, false),
    html: render(layout, { language, subject, body }, true),
  };
}

export function renderSms(source: { text: string }, data: object): string {
  return render(source.text, data, false);
}

/** A message as the outbox shows it and, when that hides a secret, as it is delivered. */
export type OutboxRendering<T> = { shown: T; unredacted: T | null };

type Secrets = { secrets?: readonly SecretField[] };

export function renderMailForOutbox(
  source: MailTemplateText,
  template: Secrets,
  language: Language,
  data: object,
): OutboxRendering<RenderedMail> {
  const delivered = renderMail(source, language, data);
  const hidden = redactedData(template, language, data);
  return hidden
    ? { shown: renderMail(source, language, hidden), unredacted: delivered }
    : { shown: delivered, unredacted: null };
}

export function renderSmsForOutbox(
  source: { text: string },
  template: Secrets,
  language: Language,
  data: object,
): OutboxRendering<string> {
  const delivered = renderSms(source, data);
  const hidden = redactedData(template, language, data);
  return hidden
    ? { shown: renderSms(source, hidden), unredacted: delivered }
    : { shown: delivered, unredacted: null };
}
