import { useMemo, useState } from 'react';
import { App, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { UpdateOrderStatusDocument } from '../api/order-edits.generated';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { TOAST_SECONDS } from '../../../lib/toast';
import { useOrderMutation } from '../hooks/use-order-mutation';

type Props = { orderId: number; currentStatusId: number; onClose: () => void };

/** Edit order status (super users): any status, listed by index; the current one is refused. */
export function OrderStatusModal({ orderId, currentStatusId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState(currentStatusId);
  const [{ data }] = useQuery({ query: OrderStatusesDocument });
  const { fetching, run } = useOrderMutation(UpdateOrderStatusDocument, {
    successKey: 'quotationOverview.statusUpdated',
  });
  const options = useMemo(
    () =>
      [...(data?.orderStatuses ?? [])]
        .sort((a, b) => a.index - b.index)
        .map((status) => ({ value: status.id, label: status.name })),
    [data],
  );

  const save = async () => {
    if (chosen === currentStatusId) {
      void message.warning(t(errorTranslationKey('SAME_STATUS')), TOAST_SECONDS);
      return;
    }
    if (await run({ order_id: orderId, order_status_id: chosen })) onClose();
  };

  return (
    <Modal
      open
      title={t('quotationOverview.editOrderStatus')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={fetching}
    >
      <Select
        aria-label={t('quotationOverview.orderStatus')}
        style={{ width: '100%' }}
        value={chosen}
        options={options}
        onChange={setChosen}
      />
    </Modal>
  );
}
