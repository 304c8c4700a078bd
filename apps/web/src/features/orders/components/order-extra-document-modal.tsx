import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { AddExtraDocumentDocument } from '../api/order-uploads.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { OrderUploadModal } from './order-upload-modal';

type Props = { orderId: number; onClose: () => void };

/** An extra document (OTHER) with its title. */
export function OrderExtraDocumentModal({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(AddExtraDocumentDocument, {
    successKey: 'quotationOverview.uploaded',
  });
  return (
    <OrderUploadModal<'file', { title: string }>
      title={t('quotationOverview.addExtraDocument')}
      slots={[{ name: 'file', label: t('quotationOverview.document') }]}
      submitting={fetching}
      onCancel={onClose}
      onSubmit={async (files, { title }) => (await run({ order_id: orderId, ...files, title })) !== undefined}
    >
      <Form.Item
        name="title"
        label={t('quotationOverview.documentTitle')}
        rules={[
          { required: true, whitespace: true, message: t(errorTranslationKey('DOCUMENT_TITLE_REQUIRED')) },
        ]}
      >
        <Input />
      </Form.Item>
    </OrderUploadModal>
  );
}
