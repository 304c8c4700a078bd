// Limits of spec sections 9 that both the pages and the server enforce, kept in one place so a
// change cannot leave one side behind.

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The most files one upload dialog sends at once: the signed, delivery and speed-pedelec pairs. */
export const UPLOAD_MAX_FILES = 2;
export const QUOTATION_LIST_PAGE_SIZE = 10;
/** The quotation list's page box accepts 1 to 1000. */
export const QUOTATION_LIST_MAX_PAGE = 1000;
/**
 * How deep any other paged list may go: a page further down makes the database read and skip
 * every row before it (OFFSET) only to answer an empty page.
 */
export const LIST_MAX_PAGE = 1000;
/** The employer portal's quotation export stops here (spec 03 section 9). */
export const EMPLOYER_EXPORT_MAX_ROWS = 99_999;
/** The order overview's attempts card (spec 01 section 9). */
export const WEBHOOK_ATTEMPTS_PAGE_SIZE = 5;
/** The settings tab 'Webhook attempts' (spec 03 section 9). */
export const SETTINGS_WEBHOOK_ATTEMPTS_PAGE_SIZE = 10;
export const SERVICE_PASS_PAGE_SIZE = 100;
export const LICENSE_PLATE_PAGE_SIZES = [1, 2, 5, 10, 20, 50] as const;
export const LICENSE_PLATE_DEFAULT_PAGE_SIZE = 50;
export const EMPLOYEE_SEARCH_MIN_LENGTH = 5;
/** The company picker shows logos while this many companies or fewer are listed (spec 02). */
export const COMPANY_PICKER_LOGO_LIMIT = 99;
export const DEFAULT_CONTRACT_DURATION_MONTHS = 36;
export const FRAME_NUMBER_LENGTH = 17;
export const STICKER_NUMBER_LENGTH = 8;
export const STICKER_PREFIX = 'BIKE';
export const CONTROL_NUMBER_LENGTH = 3;
export const X12_REFERENCE_LENGTH = 9;
export const BATTERY_NUMBER_MIN_LENGTH = 4;
export const SERVICE_PASS_LENGTH = 19;
export const SERVICE_PASS_PREFIX = '3120';
export const PHONE_MIN_LENGTH = 9;
export const PHONE_MAX_LENGTH = 19;
export const LAB_HASH_MAX_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A bulk import file (settings, Import tab): at most this many data rows, and the upload's size. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = UPLOAD_MAX_BYTES;
/** A company logo is at most 2 MB (PNG, JPEG or WebP by content). */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
