import { formatAmountInput, toCents } from '@spokes/domain/money';
import { encodeListValue, type QuotationFieldValue } from '@spokes/domain/quotation-form';

/** A field's value as its control holds it: text, a number (InputNumber) or the LIST choices. */
export type FieldControlValue = string | number | string[] | null | undefined;

/** The text sent and stored for a control's value: amounts with a decimal comma, LIST as JSON. */
function fieldText(value: FieldControlValue): string | null {
  if (value == null) return null;
  if (Array.isArray(value)) return encodeListValue(value);
  if (typeof value === 'number') return formatAmountInput(toCents(value));
  return value.trim() === '' ? null : value;
}

/** Every company field with the text of its control (empty as null), as the server reads them. */
export function fieldValues(
  fields: readonly { id: number }[],
  values: Record<string, FieldControlValue> | undefined,
): QuotationFieldValue[] {
  return fields.map((field) => ({ field_fk: field.id, value: fieldText(values?.[String(field.id)]) }));
}
