import type { TFunction } from 'i18next';
import { bikeTypeById } from '@spokes/domain/codes';
import { formatMoney } from '@spokes/domain/format';

/** One reason as the server sends it (`PolicyMisfit`): a translation key and what fills it. */
type Misfit = { key: string; bike_type_id?: number | null; value?: number | null; max?: number | null };

/** A bike type's name in the reader's language, from the domain's codes. */
export function bikeTypeName(id: number, t: TFunction): string {
  const type = bikeTypeById(id);
  return type ? t(`documents.bikeType.${type.code}`) : String(id);
}

/** One reason a quotation does not fit, its key filled: the bike type by name, amounts in euro. */
export function misfitText(misfit: Misfit, t: TFunction): string {
  return t(misfit.key, {
    bikeType: misfit.bike_type_id == null ? '' : bikeTypeName(misfit.bike_type_id, t),
    value: formatMoney(misfit.value),
    max: formatMoney(misfit.max),
  });
}
