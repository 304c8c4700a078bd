// Error codes grouped by the area that raises them. The group only helps a reader find a code;
// a code is unique across areas, and the server sends it as extensions.code.

export const ERROR_CODES_BY_AREA = {
  common: [
    'NOT_FOUND',
    'BAD_INPUT',
    'SOMETHING_WENT_WRONG',
    'REQUIRED_FIELDS_MISSING',
    'PAGE_TOO_LOW',
    'PAGE_TOO_HIGH',
    'EXPORT_BUSY',
    'REQUEST_TOO_LARGE',
  ],
  auth: [
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'WRONG_CREDENTIALS',
    'CODE_MISMATCH',
    'TOO_MANY_ATTEMPTS',
    'SECOND_FACTOR_FAILED',
    'SECOND_FACTOR_REVERT_FAILED',
    'RESET_CODE_INVALID',
    'RESET_EMAIL_REQUIRED',
    'PASSWORD_TOO_WEAK',
    'PASSWORD_MISMATCH',
    'PASSWORD_REUSED',
    'CANNOT_DELETE_SELF',
    'CANNOT_REMOVE_OWN_ADMIN',
  ],
  orders: [
    'SAME_STATUS',
    'ORDER_LOCKED',
    'BIKE_LOCKED',
    'APPROVE_NOT_ALLOWED',
    'REFUSE_NOT_ALLOWED',
    'REFUSAL_REASON_REQUIRED',
    'SAME_COMPANY',
    'PARTNER_PORTAL_COMPANY',
    'NO_DEAL_SELECTED',
    'DEAL_LINK_FAILED',
    'CANNOT_DUPLICATE',
    'ALD_FIELDS_MISSING',
    'SPEED_PEDELEC_FIELDS_MISSING',
    'INVALID_DEALER',
    'PICKUP_DATE_REQUIRED',
    'LICENSE_PLATE_REQUIRED_FOR_DOWNLOAD',
    'FRAME_NUMBER_CHANGED',
    'ORDER_EXISTS',
    'ACTION_NOT_ALLOWED',
    'UPLOAD_NOT_ALLOWED',
    'BIKE_BRAND_INVALID',
    'FIELD_VALUE_INVALID',
    'NO_ORDER',
    'CONTRACT_END_BEFORE_DELIVERY',
  ],
  documents: [
    'FILE_TOO_LARGE',
    'NOT_A_PDF',
    'PDF_UNREADABLE',
    'PDF_ACTIVE_CONTENT',
    'TEMPLATE_MISSING',
    'TEMPLATE_FIELDS_MISSING',
    'TEMPLATE_IN_USE',
    'DOCUMENT_TITLE_REQUIRED',
    'ONE_FILE_ONLY',
  ],
  employees: [
    'EMAIL_IN_USE',
    'SEARCH_TOO_SHORT',
    'ACCESS_CODE_REQUIRED',
    'ACCESS_CODE_INVALID',
    'BARCODE_REQUIRED',
  ],
  dealers: ['DEALER_HAS_QUOTATIONS', 'NO_COMPANY_SELECTED', 'BACKOFFICE_DEALER_PROTECTED'],
  companies: [
    'COST_CENTER_NAME_TAKEN',
    'COST_CENTER_IN_USE',
    'COST_CENTER_UNKNOWN',
    'COMPANY_PARENT_CYCLE',
    'COMPANY_HAS_EMPLOYEES',
    'COMPANY_HAS_QUOTATIONS',
    'COMPANY_HAS_CHILDREN',
    'COMPANY_CHANGED',
    'COMPANY_SAVE_FAILED',
    'COMPANY_DELETE_FAILED',
    'FIELD_SAVE_FAILED',
    'FIELD_UPDATE_FAILED',
    'FIELD_DELETE_FAILED',
    'FIELD_OPTION_CREATE_FAILED',
    'FIELD_OPTION_ADD_FAILED',
    'COST_CENTER_CREATE_FAILED',
    'COST_CENTER_DELETE_FAILED',
    'STATUTE_ADD_FAILED',
    'STATUTE_DELETE_FAILED',
    'LOGO_NOT_AN_IMAGE',
    'LOGO_TOO_LARGE',
  ],
  users: ['DEALER_OR_COMPANY_REQUIRED'],
  referenceData: ['REFERENCE_CODE_TAKEN', 'VARIANT_IN_USE', 'BIKE_BRAND_IN_USE'],
  imports: [
    'IMPORT_FILE_UNREADABLE',
    'IMPORT_FILE_EMPTY',
    'IMPORT_TOO_MANY_ROWS',
    'IMPORT_COLUMN_MISSING',
    'IMPORT_ROWS_REFUSED',
    'IMPORT_DUPLICATE_IN_FILE',
    'IMPORT_VALUE_UNKNOWN',
    'IMPORT_NAME_AMBIGUOUS',
    'IMPORT_PARENT_CYCLE',
  ],
  mail: [
    'MAIL_FAILED',
    'DEALER_EMAIL_MISSING',
    'MAIL_DATA_MISSING',
    'PRE_REGISTRATION_DATA_MISSING',
    'MESSAGE_TEXT_SYNTAX',
    'MESSAGE_TEXT_UNKNOWN_VARIABLE',
    'MESSAGE_TEXT_NOT_ALLOWED',
    'MESSAGE_TEXT_SECRET_MISSING',
  ],
  webhooks: ['WEBHOOK_URL_INVALID', 'WEBHOOK_FILTER_INVALID'],
  employerPolicies: [
    'POLICY_BIKE_TYPE_REQUIRED',
    'POLICY_BIKE_TYPE_UNKNOWN',
    'DELEGATION_DATES_INVALID',
    'DELEGATOR_NOT_ALLOWED',
    'DELEGATE_NOT_ALLOWED',
  ],
  ageing: ['AGEING_DAYS_OUT_OF_RANGE', 'ESCALATION_NOT_AFTER_LIMIT'],
  servicePasses: [
    'CARD_ALREADY_BLOCKED',
    'NO_SERVICE_PASSES_ADDED',
    'SERVICE_PASS_IN_USE',
    'SERVICE_PASS_EXISTS',
    'SERVICE_PASS_UPDATE_FAILED',
    'SERVICE_PASS_UPLOAD_FAILED',
    'CARD_UNBLOCK_REFUSED',
    'CARD_ACTIVATION_FAILED',
    'CARD_TRANSACTIONS_FAILED',
    'CARD_PROVIDER_FAILED',
  ],
  calculation: [
    'INVESTMENT_BELOW_MINIMUM',
    'INVESTMENT_ABOVE_MAXIMUM',
    'CALCULATION_SHEET_MISSING',
    'CALCULATION_SHEET_CHANGED',
    'CALCULATION_SHEET_NOT_OWN',
    'CALCULATION_SHEET_DIFFERS',
    'SHEET_DURATION_INVALID',
    'SHEET_PERCENTAGE_INVALID',
    'SHEET_AMOUNT_INVALID',
    'SHEET_MIN_ABOVE_MAX',
  ],
  validation: [
    'REQUIRED',
    'FRAME_NUMBER_LENGTH',
    'STICKER_NUMBER_FORMAT',
    'BATTERY_NUMBER_TOO_SHORT',
    'CONTROL_NUMBER_FORMAT',
    'X12_REFERENCE_FORMAT',
    'SERVICE_PASS_LENGTH',
    'SERVICE_PASS_PREFIX',
    'SERVICE_PASS_CHARACTERS',
    'DIGITS_ONLY',
    'EMAIL_INVALID',
    'PHONE_INVALID',
    'WEBSITE_INVALID',
    'POSTCODE_INVALID',
    'VAT_INVALID',
    'LAB_HASH_TOO_LONG',
    'AMOUNT_INVALID',
    'DATE_INVALID',
    'TOO_LONG',
    'INVALID_CHARACTERS',
    'NATIONAL_REGISTER_INVALID',
    'REFERENCE_CODE_INVALID',
  ],
} as const;

export type ErrorArea = keyof typeof ERROR_CODES_BY_AREA;
export type ErrorCodeOf<A extends ErrorArea> = (typeof ERROR_CODES_BY_AREA)[A][number];
export type ErrorCode = ErrorCodeOf<ErrorArea>;
export type ValidationErrorCode = ErrorCodeOf<'validation'>;

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES_BY_AREA).flat();

// 'X12_REFERENCE_FORMAT' -> 'x12ReferenceFormat', computed in the type system too so a key is
// checked at compile time wherever it is written by hand.
type CamelTail<S extends string> = S extends `${infer Head}_${infer Rest}`
  ? `${Capitalize<Lowercase<Head>>}${CamelTail<Rest>}`
  : Capitalize<Lowercase<S>>;
export type CamelFromSnake<S extends string> = S extends `${infer Head}_${infer Rest}`
  ? `${Lowercase<Head>}${CamelTail<Rest>}`
  : Lowercase<S>;
export type ErrorTranslationKey = `errors.${CamelFromSnake<ErrorCode>}`;

export function camelFromSnake<S extends string>(value: S): CamelFromSnake<S> {
  const [head = '', ...rest] = value.split('_');
  const tail = rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
  return (head.toLowerCase() + tail.join('')) as CamelFromSnake<S>;
}

export function errorTranslationKey<C extends ErrorCode>(code: C): `errors.${CamelFromSnake<C>}` {
  return `errors.${camelFromSnake(code)}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
