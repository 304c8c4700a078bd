import {
  SHEET_PREVIEW_ROWS,
  SHEET_PREVIEW_SAMPLE,
  type SheetPreviewKey,
} from '@spokes/domain/calculation-sheets';
import { sheetPreviewAmounts } from '@spokes/domain/sheet-preview';
import type { Queryable } from '../../db/client';
import { requireAccess } from '../access/access-table';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { parseSheetParameters } from './company-calculation-sheet';
import { loadEffectiveSheet } from './effective-sheet';

export type SheetPreview = {
  bikeValueCents: number;
  bikeTypeCode: string;
  /** The version of the sheet the company computes with now (null: none ready). */
  currentVersion: number | null;
  rows: { key: SheetPreviewKey; current: number | null; edited: number }[];
};

/**
 * What the edited parameters (not saved) would make of the sample quotation, beside what the
 * company's current sheet makes of it (super users; the sheet page's preview). Nothing is stored.
 */
export async function previewCalculationSheet(
  db: Queryable,
  viewer: Viewer,
  options: { companyId: number; parameters: unknown },
): Promise<SheetPreview> {
  requireSuperUser(viewer);
  await requireAccess(db, viewer, 'company', options.companyId, 'read');
  const edited = sheetPreviewAmounts(await parseSheetParameters(db, options.parameters));
  const effective = await loadEffectiveSheet(db, options.companyId);
  const current = effective.parameters ? sheetPreviewAmounts(effective.parameters) : null;
  return {
    bikeValueCents: SHEET_PREVIEW_SAMPLE.bikeValueCents,
    bikeTypeCode: SHEET_PREVIEW_SAMPLE.bikeTypeCode,
    currentVersion: effective.ready ? (effective.sheet?.version ?? null) : null,
    rows: SHEET_PREVIEW_ROWS.map(([key]) => ({
      key,
      current: current ? current[key] : null,
      edited: edited[key],
    })),
  };
}
