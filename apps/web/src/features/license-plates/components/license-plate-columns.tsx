import {
  CommentOutlined,
  IdcardOutlined,
  MailOutlined,
  SaveOutlined,
  UndoOutlined,
  FieldTimeOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { LICENSE_PLATE_REGISTRATION_TYPE, LICENSE_PLATE_REQUEST_STATUS } from '@spokes/domain/codes';
import { LICENSE_PLATE_REQUIRED_COLUMNS } from '@spokes/domain/license-plates';
import type { ListColumn } from '../../../components/list-table';
import type { LicensePlateEditor } from '../hooks/use-license-plate-edits';
import { ChoiceCell, TextCell } from './license-plate-cells';
import type { EditableField, LicensePlateRow } from './license-plate-edits';
import type { LicensePlateSortField, licensePlateList } from './license-plate-list';

type Column = ListColumn<LicensePlateRow, typeof licensePlateList.filters, LicensePlateSortField>;

export const STATUS_IDS = Object.values(LICENSE_PLATE_REQUEST_STATUS).map((status) => status.id);
export const TYPE_IDS = Object.values(LICENSE_PLATE_REGISTRATION_TYPE).map((type) => type.id);

/** A column's title, with the required marker on the spec's required columns. */
function heading(t: TFunction, field: EditableField, key: string) {
  const title = t(key);
  if (!(LICENSE_PLATE_REQUIRED_COLUMNS as readonly string[]).includes(field)) return title;
  return (
    <span>
      {title}{' '}
      <Typography.Text type="danger" aria-label={t('licensePlates.requiredMark')}>
        *
      </Typography.Text>
    </span>
  );
}

type Actions = {
  onComment: (row: LicensePlateRow) => void;
  onEmployee: (row: LicensePlateRow) => void;
};

/**
 * The editable table of spec 03 section 2.8: quotation, employee, dealer, then the cells a super
 * user works (frame, control and X12 numbers, registration type, licence number, status, the two
 * dates, the comment) and the row's buttons.
 */
export function licensePlateColumns(t: TFunction, editor: LicensePlateEditor, actions: Actions): Column[] {
  const text = (
    field: EditableField,
    key: string,
    width: number,
    sortField?: LicensePlateSortField,
    extra = {},
  ) =>
    ({
      key: field,
      title: heading(t, field, key),
      sortField,
      render: (_: unknown, row: LicensePlateRow) => (
        <TextCell row={row} field={field} title={t(key)} editor={editor} width={width} {...extra} />
      ),
    }) satisfies Column;
  const choice = (
    field: EditableField,
    key: string,
    options: { value: number; label: string }[],
    width: number,
  ) =>
    ({
      key: field,
      title: heading(t, field, key),
      sortField: field as LicensePlateSortField,
      render: (_: unknown, row: LicensePlateRow) => (
        <ChoiceCell row={row} field={field} title={t(key)} editor={editor} options={options} width={width} />
      ),
    }) satisfies Column;

  return [
    {
      key: 'quotation_number',
      sortField: 'quotation_number',
      title: t('licensePlates.quotation'),
      fixed: 'left',
      render: (_, row) => (
        <Link to={`/quotations/${row.employee_id}/${row.quotation_id}`}>{row.quotation_number}</Link>
      ),
    },
    {
      key: 'employee_name',
      sortField: 'employee_name',
      title: t('licensePlates.employee'),
      render: (_, row) => (
        <Space size={4}>
          {row.employee_name}
          <Tooltip title={t('licensePlates.employeeInfo')}>
            <Button
              size="small"
              type="text"
              icon={<IdcardOutlined />}
              aria-label={`${t('licensePlates.employeeInfo')} ${row.quotation_number}`}
              onClick={() => actions.onEmployee(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
    {
      key: 'dealer_name',
      sortField: 'dealer_name',
      dataIndex: 'dealer_name',
      title: t('licensePlates.dealer'),
    },
    text('frame_number', 'licensePlates.frameNumber', 190, 'frame_number', { upper: true }),
    text('control_number', 'licensePlates.controlNumber', 80, 'control_number'),
    text('barcode_x12', 'licensePlates.x12', 110, 'barcode_x12'),
    choice(
      'license_plate_registration_type_fk',
      'licensePlates.registrationType',
      TYPE_IDS.map((id) => ({ value: id, label: t(`licensePlates.type.${id}`) })),
      170,
    ),
    text('license_number', 'licensePlates.licenseNumber', 110, 'license_number', { upper: true }),
    choice(
      'license_plate_request_status_fk',
      'licensePlates.status',
      STATUS_IDS.map((id) => ({ value: id, label: t(`licensePlates.status.${id}`) })),
      230,
    ),
    text('registration_date', 'licensePlates.registrationDate', 110, 'registration_date', {
      placeholder: 'DD/MM/YYYY',
    }),
    text(
      'license_plate_sent_to_dealer_date',
      'licensePlates.sentToDealerDate',
      110,
      'license_plate_sent_to_dealer_date',
      {
        placeholder: 'DD/MM/YYYY',
      },
    ),
    text('comment', 'licensePlates.comment', 200),
    {
      key: 'actions',
      title: t('licensePlates.actions'),
      fixed: 'right',
      render: (_, row) => {
        const busy = editor.busy === row.id;
        const dirty = editor.dirty(row);
        const named = (key: string) => `${t(key)} ${row.quotation_number}`;
        return (
          <Space size={2}>
            <Tooltip title={t('licensePlates.save')}>
              <Button
                size="small"
                type={dirty ? 'primary' : 'default'}
                icon={<SaveOutlined />}
                aria-label={named('licensePlates.save')}
                disabled={!dirty}
                loading={busy && dirty}
                onClick={() => void editor.save(row)}
              />
            </Tooltip>
            <Tooltip title={t('licensePlates.undo')}>
              <Button
                size="small"
                icon={<UndoOutlined />}
                aria-label={named('licensePlates.undo')}
                disabled={!dirty || busy}
                onClick={() => editor.undo(row)}
              />
            </Tooltip>
            <Tooltip title={t('licensePlates.preRegistration')}>
              <Button
                size="small"
                icon={<MailOutlined />}
                aria-label={named('licensePlates.preRegistration')}
                disabled={busy}
                onClick={() => void editor.preRegister(row, 'normal')}
              />
            </Tooltip>
            <Tooltip title={t('licensePlates.preRegistrationOld')}>
              <Button
                size="small"
                icon={<FieldTimeOutlined />}
                aria-label={named('licensePlates.preRegistrationOld')}
                disabled={busy}
                onClick={() => void editor.preRegister(row, 'older_than_two_years')}
              />
            </Tooltip>
            <Tooltip title={t('licensePlates.sendComment')}>
              <Button
                size="small"
                icon={<CommentOutlined />}
                aria-label={named('licensePlates.sendComment')}
                disabled={busy}
                onClick={() => actions.onComment(row)}
              />
            </Tooltip>
          </Space>
        );
      },
    },
  ];
}
