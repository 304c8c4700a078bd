import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { LicensePlateRequestEmployeeDocument } from '../api/license-plate-request-employee.generated';
import { shownDate, type LicensePlateRow } from './license-plate-edits';

type Props = { row: LicensePlateRow; onClose: () => void };

/**
 * The employee-info modal (spec 03 section 2.8): what the registration form asks of the
 * employee, each value copyable on its own and all of it at once.
 */
export function LicensePlateEmployeeModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [{ data, fetching }] = useQuery({
    query: LicensePlateRequestEmployeeDocument,
    variables: { id: row.id },
  });
  const employee = data?.licensePlateRequestEmployee;
  const address = employee
    ? [
        [employee.street, employee.house_number].filter(Boolean).join(' '),
        [employee.zip_code, employee.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const items: [string, string][] = employee
    ? [
        ['licensePlates.employee.name', employee.name ?? ''],
        ['licensePlates.employee.firstName', employee.first_name],
        ['licensePlates.employee.lastName', employee.last_name],
        ['licensePlates.employee.email', employee.email ?? ''],
        ['licensePlates.employee.tel', employee.tel ?? ''],
        ['licensePlates.employee.address', address],
        ['licensePlates.employee.dateOfBirth', shownDate(employee.date_of_birth)],
        ['licensePlates.employee.nationalRegister', employee.national_register ?? ''],
        ['licensePlates.employee.language', employee.language.toUpperCase()],
      ]
    : [];
  const copyAll = async () => {
    await navigator.clipboard.writeText(items.map(([key, value]) => `${t(key)}: ${value}`).join('\n'));
    void message.success(t('licensePlates.copied'));
  };
  return (
    <Modal
      open
      title={`${t('licensePlates.employeeInfo')} · ${row.quotation_number}`}
      onCancel={onClose}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} disabled={!employee} onClick={() => void copyAll()}>
          {t('licensePlates.copyAll')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('licensePlates.close')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {fetching && !employee ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered>
          {items.map(([key, value]) => (
            <Descriptions.Item key={key} label={t(key)}>
              {value ? (
                <Typography.Text
                  copyable={{ text: value, tooltips: [t('licensePlates.copy'), t('licensePlates.copied')] }}
                >
                  {value}
                </Typography.Text>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  );
}
