import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import type { Tx } from '../../db/client';
import { fail } from '../../errors';
import { queueMail } from '../mail/queue-mail';
import type { MailTemplateData } from '../mail/templates/registry';
import { companyLanguage, type LicensePlateRequestRow } from './read-license-plate-request';

/** The two pre-registration mails: the normal one (status 2) and the one for bikes older than 2 years (status 3). */
export type PreRegistrationKind = 'normal' | 'older-than-two-years';

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The pre-registration mail to the dealer (spec 03 section 5): it needs a frame number and a
 * dealer e-mail, otherwise PRE_REGISTRATION_DATA_MISSING. Answers what the history records.
 */
export async function queuePreRegistrationMail(
  tx: Tx,
  row: LicensePlateRequestRow,
  kind: PreRegistrationKind,
) {
  if (blank(row.frame_number) || blank(row.dealer_email)) fail('PRE_REGISTRATION_DATA_MISSING');
  const template =
    kind === 'normal' ? 'license-plate-pre-registration' : 'license-plate-pre-registration-old';
  return queueDealerMail(tx, row, template, { frameNumber: row.frame_number! });
}

/**
 * The registered-plate mail (spec 03 section 5): to the dealer, or to the employer when the
 * quotation is the back office's own (no dealer to hand the plate to). It needs the quotation,
 * the dealer e-mail, the licence number, a language, the company and its invoice target,
 * otherwise MAIL_DATA_MISSING ('Er ontbreken gegevens bij de verzending...').
 */
export async function queueRegisteredMail(tx: Tx, row: LicensePlateRequestRow, licenseNumber: string) {
  const toEmployer = row.dealer_id === BACKOFFICE_DEALER_ID;
  const to = (toEmployer ? row.company_email : row.dealer_email)?.trim();
  if (
    !row.quotation_id ||
    blank(row.dealer_email) ||
    !to ||
    !licenseNumber ||
    !row.company_id ||
    !row.invoice_target_id
  )
    fail('MAIL_DATA_MISSING');
  const template = 'license-plate-registered';
  await queueMail(tx, {
    to,
    template,
    language: toEmployer ? companyLanguage(row) : row.dealer_language,
    data: {
      recipientName: toEmployer ? row.company_name : row.dealer_name,
      quotationNumber: row.quotation_number,
      employeeName: row.employee_name ?? '',
      licenseNumber,
      frameNumber: row.frame_number ?? '',
    },
  });
  return { template, to };
}

/** A remark to the dealer (spec 03 section 5): without a dealer e-mail, DEALER_EMAIL_MISSING. */
export async function queueCommentMail(tx: Tx, row: LicensePlateRequestRow, comment: string) {
  if (blank(row.dealer_email)) fail('DEALER_EMAIL_MISSING');
  return queueDealerMail(tx, row, 'license-plate-comment', {
    frameNumber: row.frame_number ?? '',
    comment,
  });
}

type DealerMailTemplate =
  'license-plate-pre-registration' | 'license-plate-pre-registration-old' | 'license-plate-comment';
type DealerMailData = { dealerName: string; quotationNumber: string; employeeName: string };

/** A mail to the request's dealer, in the dealer's language, naming the quotation and employee. */
async function queueDealerMail<N extends DealerMailTemplate>(
  tx: Tx,
  row: LicensePlateRequestRow,
  template: N,
  data: Omit<MailTemplateData<N>, keyof DealerMailData>,
) {
  const to = row.dealer_email!.trim();
  await queueMail(tx, {
    to,
    template,
    language: row.dealer_language,
    data: {
      dealerName: row.dealer_name,
      quotationNumber: row.quotation_number,
      employeeName: row.employee_name ?? '',
      ...data,
    } as MailTemplateData<N>,
  });
  return { template, to };
}
