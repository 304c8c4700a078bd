import { useState } from 'react';
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatServicePass, isSpeedPedelec, stickerWithPrefix } from '@spokes/domain/bike-validation';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { type BikePanelQuotationFragment } from '../../../generated/graphql';
import { BikePanelBrandsDocument } from '../api/bike-panel.generated';
import { OrderBikeInfoModal } from './order-bike-info-modal';

type Props = { quotation: BikePanelQuotationFragment };

/** The bike of the quotation's order, with the edit-bike form; a quotation without an order has none. */
export function BikePanel({ quotation }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [{ data: brandData }] = useQuery({ query: BikePanelBrandsDocument });
  const order = quotation.order;
  const bike = order?.bike;
  const brands = brandData?.bikeBrands ?? [];
  const speedPedelec = isSpeedPedelec(quotation.bike_type.id);
  const value = (text: string | null | undefined) => text || '—';

  const items = [
    { key: 'type', label: t('bike.type'), children: quotation.bike_type.name },
    {
      key: 'brand',
      label: t('bike.brand'),
      children: value(brands.find((brand) => brand.id === bike?.bike_brand_fk)?.name),
    },
    { key: 'model', label: t('bike.model'), children: value(bike?.model) },
    { key: 'key1', label: t('bike.keyNumber1'), children: value(bike?.key_number_1) },
    { key: 'key2', label: t('bike.keyNumber2'), children: value(bike?.key_number_2) },
    { key: 'frame', label: t('bike.frameNumber'), children: value(bike?.frame_number) },
    {
      key: 'sticker',
      label: t('bike.stickerNumber'),
      children: value(bike?.sticker_number && stickerWithPrefix(bike.sticker_number)),
    },
    { key: 'plate', label: t('bike.licensePlate'), children: value(bike?.license_number) },
    { key: 'battery', label: t('bike.batteryNumber'), children: value(bike?.accu_number) },
    ...(speedPedelec
      ? [
          { key: 'control', label: t('bike.controlNumber'), children: value(bike?.control_number) },
          { key: 'x12', label: t('bike.x12Reference'), children: value(bike?.barcode_x12) },
        ]
      : []),
    { key: 'pass', label: t('bike.servicePass'), children: value(formatServicePass(bike?.service_pass)) },
    { key: 'comment', label: t('bike.comment'), children: value(bike?.comment) },
  ];

  const edit = order && (
    <Tooltip title={order.bike_locked ? t(errorTranslationKey('BIKE_LOCKED')) : undefined}>
      <Button icon={order.bike_locked ? <LockOutlined /> : <EditOutlined />} onClick={() => setEditing(true)}>
        {t('bike.edit')}
      </Button>
    </Tooltip>
  );

  return (
    <Card title={t('bike.title')} extra={edit}>
      {order ? (
        <Descriptions column={1} size="small" items={items} />
      ) : (
        <Typography.Text type="secondary">{t('bike.noOrder')}</Typography.Text>
      )}
      {order && editing && <OrderBikeInfoModal quotation={quotation} onClose={() => setEditing(false)} />}
    </Card>
  );
}
