import type { SmsTemplate } from './template';

/** The sign-in and enrolment code of the SMS second factor. */
export const secondFactorCode: SmsTemplate<{ code: string }> = {
  secrets: ['code'],
  demo: { code: '123456' },
  nl: { text: 'Je Spokes-code: {{code}}' },
  fr: { text: 'Votre code Spokes : {{code}}' },
  en: { text: 'Your Spokes code: {{code}}' },
  de: { text: 'Ihr Spokes-Code: {{code}}' },
};
