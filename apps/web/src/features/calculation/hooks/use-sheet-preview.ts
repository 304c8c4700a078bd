import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { CalculationSheetPreviewDocument } from '../api/calculation-sheet-preview.generated';
import { sheetInput } from '../components/sheet-form-model';

const PREVIEW_CONTEXT = { additionalTypenames: ['CompanySheetState'] };

/** How long the parameters rest before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The sample quotation with the company's current sheet and `sheet` (the form's, unsaved),
 * asked once the form has rested PREVIEW_DEBOUNCE_MS; nothing while the form is invalid.
 */
export function useSheetPreview(companyId: number, sheet: CalculationSheet | null) {
  const key = sheet ? JSON.stringify(sheetInput(sheet)) : null;
  const [settled, setSettled] = useState<string | null>(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const [result] = useQuery({
    query: CalculationSheetPreviewDocument,
    variables: {
      company_id: companyId,
      // Never sent as null: the query is paused without a sheet.
      parameters: JSON.parse(settled ?? 'null') as ReturnType<typeof sheetInput>,
    },
    pause: settled === null || key === null,
    // A saved, generated or deleted sheet changes the current column: ask again.
    context: PREVIEW_CONTEXT,
  });
  return {
    preview: key === null ? null : (result.data?.calculationSheetPreview ?? null),
    fetching: result.fetching || settled !== key,
    error: result.error,
  };
}
