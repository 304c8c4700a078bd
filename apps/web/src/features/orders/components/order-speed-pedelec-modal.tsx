import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { speedPedelecDocumentsSchema, type SpeedPedelecDocumentsValues } from '@spokes/domain/bike-schemas';
import { UploadSpeedPedelecDocumentsDocument } from '../api/order-uploads.generated';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { BikeStickerInput } from './bike-sticker-input';
import { OrderUploadModal } from './order-upload-modal';
import type { OverviewQuotation } from './order-quotation';

type StoredBike = NonNullable<OverviewQuotation['order']>['bike'];
type Props = { orderId: number; bike: StoredBike; onClose: () => void };
type Field = keyof SpeedPedelecDocumentsValues;

const FIELDS: readonly { name: Field; labelKey: string }[] = [
  { name: 'frame_number', labelKey: 'quotationOverview.frameNumber' },
  { name: 'accu_number', labelKey: 'quotationOverview.accuNumber' },
  { name: 'control_number', labelKey: 'quotationOverview.controlNumber' },
  { name: 'sticker_number', labelKey: 'quotationOverview.stickerNumber' },
  { name: 'barcode_x12', labelKey: 'quotationOverview.barcodeX12' },
];

/**
 * Speed pedelec (bike type 1): the registration numbers, the CoC and the document 705. The numbers
 * the bike already has are filled in; the documents confirm them.
 */
export function OrderSpeedPedelecModal({ orderId, bike, onClose }: Props) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(UploadSpeedPedelecDocumentsDocument, {
    successKey: 'quotationOverview.uploaded',
  });
  return (
    <OrderUploadModal<'coc' | 'doc705', Partial<Record<Field, string>>>
      title={t('quotationOverview.uploadSpeedPedelecDocuments')}
      slots={[
        { name: 'coc', label: t('quotationOverview.coc') },
        { name: 'doc705', label: t('quotationOverview.doc705') },
      ]}
      initialValues={Object.fromEntries(FIELDS.map(({ name }) => [name, bike?.[name] ?? undefined]))}
      submitting={fetching}
      onCancel={onClose}
      onSubmit={async (files, values) =>
        (await run({ order_id: orderId, ...files, ...speedPedelecDocumentsSchema.parse(values) })) !==
        undefined
      }
    >
      {FIELDS.map(({ name, labelKey }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(labelKey)}
          required={name !== 'sticker_number'}
          rules={[zodRule(speedPedelecDocumentsSchema.shape[name], t)]}
        >
          {name === 'sticker_number' ? <BikeStickerInput /> : <Input />}
        </Form.Item>
      ))}
    </OrderUploadModal>
  );
}
