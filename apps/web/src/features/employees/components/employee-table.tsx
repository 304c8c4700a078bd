import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EmployeeRowFragment } from '../../../generated/graphql';

type Props = { employees: readonly EmployeeRowFragment[]; loading?: boolean; showCompany?: boolean };

/** Employees with a link to their form and to their quotations. */
export function EmployeeTable({ employees, loading, showCompany = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table<EmployeeRowFragment>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={employees as EmployeeRowFragment[]}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('employees.none') }}
      columns={[
        {
          key: 'name',
          title: t('employees.name'),
          render: (_v, row) => (
            <Link to={`/employee/${row.id}/${row.company_fk}`}>{`${row.first_name} ${row.last_name}`}</Link>
          ),
        },
        { key: 'email', title: t('employee.email'), dataIndex: 'email' },
        ...(showCompany
          ? [{ key: 'company', title: t('employees.company'), dataIndex: 'company_name' }]
          : []),
        {
          key: 'actions',
          title: '',
          align: 'end',
          render: (_v, row) => (
            <Button size="small" onClick={() => void navigate(`/quotations/${row.id}`)}>
              {t('employees.quotations')}
            </Button>
          ),
        },
      ]}
    />
  );
}
