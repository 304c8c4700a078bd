import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerDelegationFieldsFragment } from '../../../generated/graphql';
import { DELEGATION_STATUS_COLOURS, delegationStatus, formatDay } from './delegation-status';

type Props = {
  delegations: readonly EmployerDelegationFieldsFragment[];
  loading: boolean;
  /** Today in Brussels, YYYY-MM-DD. */
  today: string;
  onEnd: (delegation: EmployerDelegationFieldsFragment) => void;
};

/** A company's delegations, latest first: who decides for whom, from when to when, and whether it is in force. */
export function DelegationsTable({ delegations, loading, today, onEnd }: Props) {
  const { t } = useTranslation();
  return (
    <Table<EmployerDelegationFieldsFragment>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={[...delegations]}
      pagination={false}
      locale={{ emptyText: t('employerPolicies.noDelegations') }}
      columns={[
        { key: 'delegate', title: t('employerPolicies.delegate'), dataIndex: 'delegate_name' },
        { key: 'delegator', title: t('employerPolicies.delegator'), dataIndex: 'delegator_name' },
        {
          key: 'period',
          title: t('employerPolicies.period'),
          render: (_, row) => `${formatDay(row.first_day)} – ${formatDay(row.last_day)}`,
        },
        {
          key: 'status',
          title: t('employerPolicies.status'),
          render: (_, row) => {
            const status = delegationStatus(row, today);
            return (
              <Tag color={DELEGATION_STATUS_COLOURS[status]}>
                {t(`employerPolicies.delegationStatus.${status}`)}
              </Tag>
            );
          },
        },
        {
          key: 'actions',
          title: t('employerPolicies.actions'),
          align: 'right',
          render: (_, row) =>
            delegationStatus(row, today) !== 'ended' && (
              <Button
                size="small"
                danger
                aria-label={`${t('employerPolicies.end')} ${row.delegate_name}`}
                onClick={() => onEnd(row)}
              >
                {t('employerPolicies.end')}
              </Button>
            ),
        },
      ]}
    />
  );
}
