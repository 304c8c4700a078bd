import { Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicensePlateEditor } from '../hooks/use-license-plate-edits';
import type { EditableField, LicensePlateRow } from './license-plate-edits';

type CellProps = { row: LicensePlateRow; field: EditableField; title: string; editor: LicensePlateEditor };

/** The message under a cell: '{title} is required.' for an emptied required cell, or the date format. */
function CellMessage({ row, field, title, editor }: CellProps) {
  const { t } = useTranslation();
  const text = editor.requiredMissing(row, field)
    ? t('licensePlates.required', { title })
    : editor.badDate(row, field)
      ? t('licensePlates.dateFormat')
      : null;
  if (!text) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
      {text}
    </Typography.Text>
  );
}

const hasError = ({ row, field, editor }: CellProps) =>
  editor.requiredMissing(row, field) || editor.badDate(row, field);

/** A text cell: the frame, control, X12 and licence numbers, the dates (DD/MM/YYYY), the comment. */
export function TextCell(props: CellProps & { width: number; placeholder?: string; upper?: boolean }) {
  const { row, field, title, editor } = props;
  const value = editor.value(row, field);
  return (
    <Flex vertical gap={2}>
      <Input
        size="small"
        aria-label={`${title} ${row.quotation_number}`}
        value={value === null ? '' : String(value)}
        placeholder={props.placeholder}
        status={hasError(props) ? 'error' : undefined}
        onChange={(event) =>
          editor.set(row, field, props.upper ? event.target.value.toUpperCase() : event.target.value)
        }
        onPressEnter={() => void editor.save(row)}
        style={{ width: props.width }}
      />
      <CellMessage {...props} />
    </Flex>
  );
}

/** A choice cell: the registration type or the status. */
export function ChoiceCell(
  props: CellProps & { width: number; options: { value: number; label: string }[] },
) {
  const { row, field, title, editor } = props;
  const value = editor.value(row, field);
  return (
    <Flex vertical gap={2}>
      <Select<number>
        size="small"
        aria-label={`${title} ${row.quotation_number}`}
        value={typeof value === 'number' ? value : undefined}
        options={props.options}
        status={hasError(props) ? 'error' : undefined}
        onChange={(picked) => editor.set(row, field, picked)}
        style={{ width: props.width }}
        popupMatchSelectWidth={false}
      />
      <CellMessage {...props} />
    </Flex>
  );
}
