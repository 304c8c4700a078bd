import { useEffect, useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { LinkDealDocument } from '../api/order-edits.generated';
import { DealsToLinkDocument } from '../api/order-lookups.generated';
import { TOAST_SECONDS } from '../../../lib/toast';
import { useOrderMutation } from '../hooks/use-order-mutation';

type Props = { orderId: number; quotationNumber: string; onClose: () => void };

// A fresh search each time the dialog opens: deals change in the CRM, not here.
const searchContext = { requestPolicy: 'network-only' as const };

/** Manual deal link (super users): the CRM's deals for this quotation number, pick one. */
export function OrderDealLinkModal({ orderId, quotationNumber, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<number>();
  const [{ data, error, fetching: searching }] = useQuery({
    query: DealsToLinkDocument,
    variables: { quotation_number: quotationNumber },
    ...searchContext,
  });
  const { fetching, run } = useOrderMutation(LinkDealDocument, { successKey: 'deals.linked' });

  useEffect(() => {
    if (!error) return;
    void message.error(t('deals.searchFailed'), TOAST_SECONDS);
    onClose();
  }, [error, message, t, onClose]);

  // No deal picked is the server's NO_DEAL_SELECTED ("Geen deal gekozen.").
  const save = async () => {
    if (await run({ order_id: orderId, deal_id: chosen ?? null })) onClose();
  };

  return (
    <Modal
      open
      title={t('quotationOverview.linkDeal')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={fetching}
    >
      {/* A visible label, not only a name for screen readers (issue 21). */}
      <Form layout="vertical" component="div">
        <Form.Item label={t('quotationOverview.deal')} htmlFor="deal-link-select">
          <Select
            id="deal-link-select"
            style={{ width: '100%' }}
            loading={searching}
            value={chosen}
            onChange={setChosen}
            options={(data?.searchDealsToLink ?? []).map((deal) => ({
              value: deal.id,
              label: `${deal.id} · ${deal.title}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
