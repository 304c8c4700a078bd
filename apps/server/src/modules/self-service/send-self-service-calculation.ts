import { formatCalendarDate } from '@spokes/domain/format';
import { quotationPdfFileName } from '@spokes/domain/quotation-file-name';
import { SELF_SERVICE_DETAIL_FIELDS, type SelfServiceRequestInput } from '@spokes/domain/self-service';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { beginAttempt, RATE_LIMITS, type RateLimitBucket } from '../auth/rate-limit';
import { withStoredFiles } from '../documents/stored-files';
import { queueMail } from '../mail/queue-mail';
import { catalogueText, renderQuotationPdf } from '../quotations/render-quotation-pdf';
import type { Language } from '../translations/catalogue';
import { calculateSelfService, type SelfServiceCaller } from './calculate-self-service';

export type SelfServiceRecipients = { employee: boolean; dealer: boolean };

type Calculated = Awaited<ReturnType<typeof calculateSelfService>>;

/** A burst from one address is capped, and so is what one company's code can send in an hour. */
function mailBuckets(companyId: number, ip: string | null): RateLimitBucket[] {
  const buckets: RateLimitBucket[] = [
    { key: `self-service-mail:company:${companyId}`, rule: RATE_LIMITS.selfServiceMailCompany },
  ];
  if (ip) buckets.push({ key: `self-service-mail:ip:${ip}`, rule: RATE_LIMITS.selfServiceMailAddress });
  return buckets;
}

/**
 * Mails the employee's simulation (spec 03 section 2.5, sendToEmployee and sendToDealer) with the
 * result as a PDF in the quotation's look marked as a simulation, in the language the employee
 * reads; the dealer's mail speaks the dealer's language and carries the details the employee
 * gave. The amounts are computed again here, never taken from the page. The PDF is stored and
 * the mails queued in one transaction: both go out, or neither does.
 */
export async function sendSelfServiceCalculation(
  db: Db,
  storage: FileStorage,
  caller: SelfServiceCaller,
  input: SelfServiceRequestInput,
  to: SelfServiceRecipients,
): Promise<{ recipients: string[] }> {
  if (!to.employee && !to.dealer)
    fail('BAD_INPUT', 'no recipient', { fields: { send_to_employee: 'REQUIRED' } });
  const calculated = await calculateSelfService(db, caller, input);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, calculated.dealer.id));
  const dealerAddress = dealer.email_customers?.trim() || dealer.email?.trim();
  if (to.dealer && !dealerAddress) fail('MAIL_DATA_MISSING', 'the dealer has no e-mail address');
  await beginAttempt(db, mailBuckets(calculated.company.id, caller.ip));

  const { company, request } = calculated;
  const pdf = await renderQuotationPdf(
    {
      language: calculated.language,
      quotationNumber: null,
      simulation: true,
      quotationDate: new Date(),
      dealer,
      company,
      employee: { name: request.name, street: null, house_number: null, zip_code: null, city: null },
      bikeType: calculated.bikeType,
      bikeBrand: null,
      bikeModel: null,
      deliverability: null,
      fields: calculated.fields.map((field) => ({
        name: field.name,
        dataType: field.dataType,
        value: request.fields.find((given) => given.field_fk === field.id)?.value ?? null,
      })),
      amounts: calculated.result,
      warning: calculated.result.warning_message,
      sheet: calculated.sheet,
    },
    storage,
  );
  const filename = quotationPdfFileName(
    catalogueText(calculated.language, 'documents.title.SIMULATION'),
    null,
    request.name,
  );
  const recipients: string[] = [];
  await withStoredFiles(storage, (files) =>
    db.transaction(async (tx) => {
      const fileId = await files.putPdf('self-service', pdf);
      const attachments = [{ fileId, filename, contentType: 'application/pdf' }];
      if (to.employee) {
        await queueMail(tx, {
          to: request.email,
          template: 'self-service-calculation',
          language: calculated.language,
          data: { name: request.name, companyName: company.name, dealerName: dealer.name },
          attachments,
        });
        recipients.push(request.email);
      }
      if (to.dealer && dealerAddress) {
        await queueMail(tx, {
          to: dealerAddress,
          template: 'self-service-calculation-dealer',
          language: dealer.language,
          data: {
            employeeName: request.name,
            employeeEmail: request.email,
            companyName: company.name,
            details: detailsText(calculated, dealer.language),
          },
          attachments,
        });
        recipients.push(dealerAddress);
      }
    }),
  );
  return { recipients };
}

/** The statute and the details the employee gave, one "label: value" after the other, for the dealer. */
function detailsText({ request, statute }: Calculated, language: Language) {
  const lines = [`${catalogueText(language, 'selfService.statute')}: ${statute.name}`];
  for (const field of SELF_SERVICE_DETAIL_FIELDS) {
    const value = request.details[field];
    if (!value) continue;
    const shown = field === 'drivers_license_date' ? formatIsoDate(value) : value;
    lines.push(`${catalogueText(language, `companySettings.required.${field}`)}: ${shown}`);
  }
  return lines.join(', ');
}

/** An ISO calendar day (as the form sends it) the Belgian way, DD/MM/YYYY. */
function formatIsoDate(value: string) {
  const [year, month, day] = value.split('-').map(Number);
  return formatCalendarDate({ year, month, day });
}
