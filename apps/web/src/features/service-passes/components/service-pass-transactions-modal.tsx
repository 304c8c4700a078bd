import { Alert, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { ServicePassTransactionsDocument } from '../api/service-pass-transactions.generated';
import type { ServicePassRow } from './service-pass-edits';

/**
 * The card's transactions from the card provider, newest first; amounts come in cents and show
 * in euro ('Probleem bij het ophalen van de transacties' when the provider fails).
 */
export function ServicePassTransactionsModal({
  pass,
  onClose,
}: {
  pass: ServicePassRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [{ data, error, fetching }] = useQuery({
    query: ServicePassTransactionsDocument,
    variables: { id: pass.id },
    requestPolicy: 'network-only',
  });
  return (
    <Modal
      open
      title={`${t('servicePasses.transactions')} ${formatServicePass(pass.barcode)}`}
      footer={null}
      width={640}
      onCancel={onClose}
    >
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      <Table
        size="small"
        rowKey="id"
        loading={fetching}
        pagination={false}
        locale={{ emptyText: t('servicePasses.noTransactions') }}
        dataSource={data?.servicePassTransactions ?? []}
        columns={[
          {
            key: 'date',
            title: t('servicePasses.date'),
            render: (_, row) => formatDate(new Date(row.occurred_at)),
          },
          {
            key: 'description',
            title: t('servicePasses.description'),
            render: (_, row) => row.description ?? '',
          },
          {
            key: 'amount',
            title: t('servicePasses.amount'),
            align: 'right',
            render: (_, row) => formatMoney(row.amount_cents),
          },
        ]}
      />
    </Modal>
  );
}
