import { cloneElement, isValidElement, useContext, type ReactNode } from 'react';
import { Checkbox, type CheckboxProps } from 'antd';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { useTranslation } from 'react-i18next';

// A table that scrolls sideways renders every column title a second time in a hidden row that
// measures the column widths; a live checkbox there is focusable behind aria-hidden (axe:
// aria-hidden-focus). Ant Design's own filter and tooltip read this context to render inert in
// that row; the checkboxes below render disabled there, at the same width.

/** A checkbox in a table's column title. */
export function HeaderCheckbox(props: CheckboxProps) {
  const inMeasureRow = useContext(TableMeasureRowContext);
  return <Checkbox {...props} disabled={inMeasureRow || props.disabled} />;
}

/** The select-all checkbox of a table's row selection, named in the user's language. */
function SelectAll({ checkbox }: { checkbox: ReactNode }) {
  const { t } = useTranslation();
  const inMeasureRow = useContext(TableMeasureRowContext);
  if (!isValidElement<CheckboxProps & { 'aria-label'?: string }>(checkbox)) return checkbox;
  return cloneElement(checkbox, { 'aria-label': t('list.selectAll'), disabled: inMeasureRow || undefined });
}

/** For `rowSelection.columnTitle`. */
export const selectAllTitle = (checkbox: ReactNode) => <SelectAll checkbox={checkbox} />;

/** A row's checkbox of a table's row selection, named in the user's language (Ant Design's is English). */
function SelectRow({ checkbox, checked, row }: { checkbox: ReactNode; checked: boolean; row: number }) {
  const { t } = useTranslation();
  if (!isValidElement<CheckboxProps & { 'aria-label'?: string }>(checkbox)) return checkbox;
  return cloneElement(checkbox, {
    'aria-label': t(checked ? 'list.rowSelected' : 'list.selectRow', { row }),
  });
}

/** For `rowSelection.renderCell`. */
export const selectRowCell = (checked: boolean, _row: unknown, index: number, checkbox: ReactNode) => (
  <SelectRow checkbox={checkbox} checked={checked} row={index + 1} />
);
