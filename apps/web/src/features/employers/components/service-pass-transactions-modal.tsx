import { Alert, Button, Descriptions, Modal, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { EmployerServicePassTransactionsDocument } from '../api/employer-service-pass-transactions.generated';

type Props = { quotationId: number; onClose: () => void };

/** The service pass of the quotation's bike: its amounts and the card's transactions, newest first. */
export function ServicePassTransactionsModal({ quotationId, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const [{ data, error, fetching }] = useQuery({
    query: EmployerServicePassTransactionsDocument,
    variables: { id: quotationId },
    requestPolicy: 'network-only',
  });
  const pass = data?.employerQuotation.service_pass;
  return (
    <Modal
      open
      title={t('employerQuotation.servicePassTransactions')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('employerQuotation.close')}</Button>}
      width={640}
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      {fetching && !data && <Skeleton active />}
      {data && !pass && <Alert type="info" showIcon title={t('employerQuotation.noServicePass')} />}
      {pass && (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('bike.servicePass')}>
              {formatServicePass(pass.barcode)}
            </Descriptions.Item>
            <Descriptions.Item label={t('employerQuotation.startingAmount')}>
              {formatMoney(pass.starting_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('employerQuotation.usedAmount')}>
              {formatMoney(pass.used_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('employerQuotation.remainingAmount')}>
              {formatMoney(pass.remaining_amount)}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={pass.transactions}
            locale={{ emptyText: t('employerQuotation.noTransactions') }}
            columns={[
              {
                key: 'date',
                title: t('employerQuotation.date'),
                render: (_, row) => formatDate(new Date(row.occurred_at)),
              },
              { key: 'description', title: t('employerQuotation.description'), dataIndex: 'description' },
              {
                key: 'amount',
                title: t('employerQuotation.amount'),
                align: 'right',
                render: (_, row) => formatMoney(row.amount),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
