import { calculationDocument } from './calculation-document';
import { emailChanged } from './email-changed';
import { orderStatus } from './order-status';
import { orderedBikeAtShop } from './ordered-bike-at-shop';
import { passwordReset } from './password-reset';
import { quotationApproved } from './quotation-approved';
import { quotationRefused } from './quotation-refused';
import { secondFactorAdded } from './second-factor-added';
import { secondFactorCode } from './second-factor-code';
import { userInvitation } from './user-invitation';

/** Every mail the server sends, by name; a new mail is a new file and one line here. */
export const mailTemplates = {
  'calculation-document': calculationDocument,
  'order-status': orderStatus,
  'ordered-bike-at-shop': orderedBikeAtShop,
  'quotation-approved': quotationApproved,
  'quotation-refused': quotationRefused,
  'password-reset': passwordReset,
  'user-invitation': userInvitation,
  'second-factor-added': secondFactorAdded,
  'email-changed': emailChanged,
} as const;

export const smsTemplates = {
  'second-factor-code': secondFactorCode,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type SmsTemplateName = keyof typeof smsTemplates;
export type MailTemplateData<N extends MailTemplateName> = NonNullable<(typeof mailTemplates)[N]['_data']>;
export type SmsTemplateData<N extends SmsTemplateName> = NonNullable<(typeof smsTemplates)[N]['_data']>;
