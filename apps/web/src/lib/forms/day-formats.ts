/**
 * The formats of every date picker: shown as DD/MM/YYYY, and read as typed with or without the
 * leading zeros (7/1/2026), as people write a day and as the domain's parseDate reads one.
 */
export const DAY_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'D/MM/YYYY', 'DD/M/YYYY'];
