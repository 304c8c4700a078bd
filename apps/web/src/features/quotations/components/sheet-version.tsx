import { useTranslation } from 'react-i18next';

/** The calculation sheet version a quotation's amounts were computed with ("versie 3"). */
export function SheetVersion({ version }: { version: number | null | undefined }) {
  const { t } = useTranslation();
  return version == null ? '—' : t('quotationCalculation.versionValue', { version });
}
