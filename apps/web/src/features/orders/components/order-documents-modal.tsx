import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderDocumentsList } from './order-documents-list';
import type { OverviewQuotation } from './order-quotation';

type Props = { order: NonNullable<OverviewQuotation['order']>; superUser: boolean; onClose: () => void };

/** A quotation card's Documents button: the overview's documents list in a dialog. */
export function OrderDocumentsModal({ order, superUser, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open width={800} title={t('quotationOverview.documents')} footer={null} onCancel={onClose}>
      <OrderDocumentsList order={order} superUser={superUser} inDialog />
    </Modal>
  );
}
