import { useState } from 'react';
import { App } from 'antd';
import type { CombinedError } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { SendLicensePlateCommentDocument } from '../api/send-license-plate-comment.generated';
import { SendLicensePlatePreRegistrationDocument } from '../api/send-license-plate-pre-registration.generated';
import { UpdateLicensePlateRequestDocument } from '../api/update-license-plate-request.generated';
import {
  changedCells,
  changesOf,
  isBadDate,
  isRequiredMissing,
  storedValue,
  type CellValue,
  type EditableField,
  type LicensePlateRow,
  type RowEdit,
} from '../components/license-plate-edits';
import { TOAST_SECONDS } from '../../../lib/toast';

// A page without rows names no LicensePlateRequest: the list is told which type a change touches.
const context = { additionalTypenames: ['LicensePlateRequest', 'LicensePlateRequestPage'] };

export type PreRegistrationKind = 'normal' | 'older_than_two_years';

/**
 * The table's edits, row by row, and what the rows' buttons do: save only the changed cells
 * (blocked while a required cell is empty), the pre-registration mails and the comment mail,
 * each answered by a notification with the spec's texts.
 */
export function useLicensePlateEdits() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const errorMessage = useErrorMessage();
  const [edits, setEdits] = useState<Record<number, RowEdit>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [, update] = useMutation(UpdateLicensePlateRequestDocument);
  const [, preRegister] = useMutation(SendLicensePlatePreRegistrationDocument);
  const [, comment] = useMutation(SendLicensePlateCommentDocument);

  const forget = (id: number) =>
    setEdits((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });
  const fail = (key: string, error: CombinedError) =>
    notification.error({ title: t(key), description: errorMessage(error), duration: TOAST_SECONDS });
  const succeed = (key: string) => notification.success({ title: t(key), duration: TOAST_SECONDS });

  async function run(
    id: number,
    action: () => Promise<{ error?: CombinedError }>,
    okKey: string,
    failKey: string,
  ) {
    setBusy(id);
    try {
      const { error } = await action();
      if (error) {
        fail(failKey, error);
        return false;
      }
      succeed(okKey);
      return true;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    value: (row: LicensePlateRow, field: EditableField): CellValue =>
      edits[row.id] && field in edits[row.id] ? (edits[row.id][field] ?? null) : storedValue(row, field),
    set: (row: LicensePlateRow, field: EditableField, value: CellValue) =>
      setEdits((current) => ({ ...current, [row.id]: { ...current[row.id], [field]: value } })),
    requiredMissing: (row: LicensePlateRow, field: EditableField) =>
      isRequiredMissing(row, edits[row.id], field),
    badDate: (row: LicensePlateRow, field: EditableField) => isBadDate(row, edits[row.id], field),
    dirty: (row: LicensePlateRow) => changedCells(row, edits[row.id]).length > 0,
    undo: (row: LicensePlateRow) => forget(row.id),
    async save(row: LicensePlateRow) {
      const edit = edits[row.id];
      const cells = changedCells(row, edit);
      if (cells.some((field) => isRequiredMissing(row, edit, field) || isBadDate(row, edit, field))) {
        notification.error({ title: t('licensePlates.saveRequired'), duration: TOAST_SECONDS });
        return;
      }
      const saved = await run(
        row.id,
        () => update({ id: row.id, changes: changesOf(row, edit) }, context),
        'licensePlates.updated',
        'licensePlates.updateFailed',
      );
      if (saved) forget(row.id);
    },
    preRegister: (row: LicensePlateRow, kind: PreRegistrationKind) =>
      run(
        row.id,
        () => preRegister({ id: row.id, kind }, context),
        'licensePlates.mailSent',
        'licensePlates.sendFailed',
      ),
    sendComment: (row: LicensePlateRow, text: string) =>
      run(
        row.id,
        () => comment({ id: row.id, comment: text }, context),
        'licensePlates.mailSent',
        'licensePlates.sendFailed',
      ),
  };
}

export type LicensePlateEditor = ReturnType<typeof useLicensePlateEdits>;
