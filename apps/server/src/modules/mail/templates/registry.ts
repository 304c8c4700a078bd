import { calculationDocument } from './calculation-document';
import { emailChanged } from './email-changed';
import { licensePlateComment } from './license-plate-comment';
import { licensePlatePreRegistration } from './license-plate-pre-registration';
import { licensePlatePreRegistrationOld } from './license-plate-pre-registration-old';
import { licensePlateRegistered } from './license-plate-registered';
import { orderLate } from './order-late';
import { orderStatus } from './order-status';
import { orderedBikeAtShop } from './ordered-bike-at-shop';
import { passwordReset } from './password-reset';
import { quotationApproved } from './quotation-approved';
import { quotationRefused } from './quotation-refused';
import { secondFactorAdded } from './second-factor-added';
import { selfServiceCalculation } from './self-service-calculation';
import { selfServiceCalculationDealer } from './self-service-calculation-dealer';
import { secondFactorCode } from './second-factor-code';
import { userInvitation } from './user-invitation';

/** Every mail the server sends, by name; a new mail is a new file and one line here. */
export const mailTemplates = {
  'calculation-document': calculationDocument,
  'order-status': orderStatus,
  'order-late': orderLate,
  'ordered-bike-at-shop': orderedBikeAtShop,
  'license-plate-pre-registration': licensePlatePreRegistration,
  'license-plate-pre-registration-old': licensePlatePreRegistrationOld,
  'license-plate-registered': licensePlateRegistered,
  'license-plate-comment': licensePlateComment,
  'quotation-approved': quotationApproved,
  'quotation-refused': quotationRefused,
  'password-reset': passwordReset,
  'user-invitation': userInvitation,
  'second-factor-added': secondFactorAdded,
  'email-changed': emailChanged,
  'self-service-calculation': selfServiceCalculation,
  'self-service-calculation-dealer': selfServiceCalculationDealer,
} as const;

export const smsTemplates = {
  'second-factor-code': secondFactorCode,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type SmsTemplateName = keyof typeof smsTemplates;
export type MailTemplateData<N extends MailTemplateName> = (typeof mailTemplates)[N]['demo'];
export type SmsTemplateData<N extends SmsTemplateName> = (typeof smsTemplates)[N]['demo'];

export type MessageName = MailTemplateName | SmsTemplateName;

const mailNames = Object.keys(mailTemplates) as MailTemplateName[];
const smsNames = Object.keys(smsTemplates) as SmsTemplateName[];

/** Every message the product sends with its channel, mails first, in the registry's order. */
export const allMessages = [
  ...mailNames.map((name) => ({ name, channel: 'mail' as const, template: mailTemplates[name] })),
  ...smsNames.map((name) => ({ name, channel: 'sms' as const, template: smsTemplates[name] })),
];

export type FoundMessage = (typeof allMessages)[number];

/** A message by a name from outside (the settings); undefined when there is none. */
export function findMessage(name: string): FoundMessage | undefined {
  return allMessages.find((message) => message.name === name);
}
