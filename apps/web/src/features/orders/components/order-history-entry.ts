import type { TFunction } from 'i18next';
import { formatServicePass, stickerWithPrefix } from '@spokes/domain/bike-validation';
import { ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { formatDate } from '@spokes/domain/format';
import type { OrderHistoryKind, OrderHistoryQuery, OrderHistorySource } from '../../../generated/graphql';

export type OrderHistoryItem = OrderHistoryQuery['orderHistory']['items'][number];

export const ORDER_HISTORY_KIND_LABELS: Record<OrderHistoryKind, string> = {
  status: 'orderHistory.kindStatus',
  order: 'orderHistory.kindOrder',
  bike: 'orderHistory.kindBike',
  document: 'orderHistory.kindDocument',
  deal: 'orderHistory.kindDeal',
  company: 'orderHistory.kindCompany',
  dealer: 'orderHistory.kindDealer',
  mail: 'orderHistory.kindMail',
};

export const ORDER_HISTORY_SOURCE_LABELS: Record<OrderHistorySource, string> = {
  screen: 'orderHistory.sourceScreen',
  webhook: 'orderHistory.sourceWebhook',
  employer_portal: 'orderHistory.sourceEmployerPortal',
  system: 'orderHistory.sourceSystem',
};

// The fields the server records (ids, codes, ISO dates); a field not listed is shown as stored.
const FIELD_LABELS: Record<string, string> = {
  order_status: 'orderHistory.fieldOrderStatus',
  delivery_date: 'orderHistory.fieldDeliveryDate',
  hidden: 'orderHistory.fieldHidden',
  company_fk: 'orderHistory.fieldCompany',
  deal_id_v2: 'orderHistory.fieldDeal',
  license_plate_request: 'orderHistory.fieldLicensePlateRequest',
  contract_end_status: 'quotationOverview.contractEndStatus',
  // Issue 30: the company whose policy decided, and whom a delegate decided for (names as stored).
  employer_policy: 'orderHistory.fieldEmployerPolicy',
  decided_for: 'orderHistory.fieldDecidedFor',
  'order-status': 'orderHistory.fieldStatusMail',
  'calculation-document': 'orderHistory.fieldCalculationMail',
  'ordered-bike-at-shop': 'orderHistory.fieldOrderedBikeMail',
  license_plate_request_status: 'orderHistory.fieldLicensePlateStatus',
  license_plate_registration_type: 'licensePlates.registrationType',
  license_plate_registration_date: 'licensePlates.registrationDate',
  license_plate_sent_to_dealer_date: 'licensePlates.sentToDealerDate',
  license_plate_comment: 'licensePlates.comment',
  'license-plate-pre-registration': 'licensePlates.preRegistration',
  'license-plate-pre-registration-old': 'licensePlates.preRegistrationOld',
  'license-plate-registered': 'orderHistory.fieldLicensePlateMail',
  'license-plate-comment': 'licensePlates.sendComment',
  bike_brand_fk: 'bike.brand',
  model: 'bike.model',
  comment: 'bike.comment',
  key_number_1: 'bike.keyNumber1',
  key_number_2: 'bike.keyNumber2',
  frame_number: 'bike.frameNumber',
  sticker_number: 'bike.stickerNumber',
  license_number: 'bike.licensePlate',
  accu_number: 'bike.batteryNumber',
  control_number: 'bike.controlNumber',
  barcode_x12: 'bike.x12Reference',
  service_pass: 'bike.servicePass',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;
// A calendar day without a time (the plate request's dates), shown as DD/MM/YYYY.
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function orderStatusName(value: string): string {
  const status = Object.values(ORDER_STATUS).find((candidate) => candidate.code === value);
  return status?.name ?? value;
}

function orderLogType(code: string | null | undefined) {
  return Object.values(ORDER_LOG_TYPE).find((type) => type.code === code);
}

/** Names the entries refer to by id: the bike brands. */
export type OrderHistoryNames = { brands: ReadonlyMap<string, string> };

function formatValue(
  field: string | null | undefined,
  value: string,
  t: TFunction,
  names: OrderHistoryNames,
): string {
  if (field === 'order_status') return orderStatusName(value);
  if (field === 'bike_brand_fk') return names.brands.get(value) ?? value;
  if (field === 'contract_end_status') return t(`contractEndStatus.${value}`);
  // As the bike panel shows them: the pass in groups of four, the sticker with its BIKE prefix.
  if (field === 'service_pass') return formatServicePass(value);
  if (field === 'sticker_number') return stickerWithPrefix(value);
  if (field === 'hidden') return t(value === 'true' ? 'orderHistory.hidden' : 'orderHistory.visible');
  if (field === 'license_plate_request_status') return t(`licensePlates.status.${value}`);
  if (field === 'license_plate_registration_type') return t(`licensePlates.type.${value}`);
  if (ISO_DATE.test(value)) return formatDate(new Date(value));
  const day = CALENDAR_DAY.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  return value;
}

/** The "what" of an entry: a document's type name, else the field's label. */
export function orderHistoryWhat(entry: Pick<OrderHistoryItem, 'field' | 'kind'>, t: TFunction): string {
  const documentType = orderLogType(entry.field);
  if (documentType) return documentType.name;
  if (!entry.field) return t(ORDER_HISTORY_KIND_LABELS[entry.kind]);
  const label = FIELD_LABELS[entry.field];
  return label ? t(label) : entry.field;
}

/**
 * "what: old → new", or "what: new" for a first value, or just "what". A new document reads
 * "Document added: type": its value is the document's row, which tells a reader nothing.
 */
export function describeOrderHistoryEntry(
  entry: Pick<OrderHistoryItem, 'field' | 'kind' | 'old_value' | 'new_value'>,
  t: TFunction,
  names: OrderHistoryNames,
): string {
  const what = orderHistoryWhat(entry, t);
  if (entry.kind === 'document' && orderLogType(entry.field))
    return t('orderHistory.documentAdded', { type: what });
  const values = [entry.old_value, entry.new_value].map((value) =>
    value == null ? null : formatValue(entry.field, value, t, names),
  );
  const [oldValue, newValue] = values;
  if (oldValue == null && newValue == null) return what;
  if (oldValue == null) return `${what}: ${newValue}`;
  return `${what}: ${oldValue} → ${newValue ?? '—'}`;
}
