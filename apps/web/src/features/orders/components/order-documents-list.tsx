import { useState } from 'react';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentsTable } from '../../../components/documents-table';
import { UpdateOrderLogHiddenDocument } from '../api/order-edits.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import type { OverviewQuotation } from './order-quotation';
import { OrderExtraDocumentModal } from './order-extra-document-modal';

type Order = NonNullable<OverviewQuotation['order']>;
type OrderLog = Order['orderLogs'][number];
type Props = {
  order: Order;
  superUser: boolean;
  /** Inside a dialog whose title already says "Documenten": no second title, no border. */
  inDialog?: boolean;
};

function DownloadLink({ log }: { log: OrderLog }) {
  const { t } = useTranslation();
  if (log.license_plate_required) {
    return (
      <Tooltip title={t('quotationOverview.plateRequiredToDownload')}>
        <Button size="small" icon={<DownloadOutlined />} disabled>
          {t('quotationOverview.download')}
        </Button>
      </Tooltip>
    );
  }
  if (!log.download_url) return null;
  return (
    <Button size="small" icon={<DownloadOutlined />} href={log.download_url} download>
      {t('quotationOverview.download')}
    </Button>
  );
}

/** The order's documents; super users show or hide each one in the employer's list. */
export function OrderDocumentsList({ order, superUser, inDialog = false }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const { fetching, run } = useOrderMutation(UpdateOrderLogHiddenDocument);

  return (
    <Card
      size="small"
      title={inDialog ? undefined : t('quotationOverview.documents')}
      variant={inDialog ? 'borderless' : 'outlined'}
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('quotationOverview.addExtraDocument')}
        </Button>
      }
    >
      <DocumentsTable
        documents={order.orderLogs}
        titles={{
          type: 'quotationOverview.documentType',
          description: 'quotationOverview.description',
          date: 'quotationOverview.documentDate',
        }}
        actions={[
          { key: 'download', render: (_, log) => <DownloadLink log={log} /> },
          ...(superUser
            ? [
                {
                  key: 'visible',
                  title: t('quotationOverview.visible'),
                  render: (_: unknown, log: OrderLog) => (
                    <Switch
                      size="small"
                      aria-label={t('quotationOverview.visible')}
                      checked={!log.hidden}
                      disabled={fetching}
                      onChange={(visible) => void run({ id: log.id, hidden: !visible })}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && <OrderExtraDocumentModal orderId={order.id} onClose={() => setAdding(false)} />}
    </Card>
  );
}
