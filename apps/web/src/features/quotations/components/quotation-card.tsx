import { forwardRef, type ReactNode } from 'react';
import { CopyOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Descriptions, Flex, Tag, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { formatDate, formatMoney } from '@spokes/domain/format';
import type { QuotationCardFragment } from '../../../generated/graphql';
import { SheetVersion } from './sheet-version';

export type QuotationCardData = QuotationCardFragment;

type Props = {
  quotation: QuotationCardData;
  superUser: boolean;
  highlighted: boolean;
  busy: boolean;
  duplicating: boolean;
  onActiveChange: (active: boolean) => void;
  onDuplicate: () => void;
  /** The order's steps, buttons and dialogs, which the page composes in from the orders feature. */
  orderPart: ReactNode;
};

/** One quotation of the employee (spec 02 section 4, Quotation card). */
export const QuotationCard = forwardRef<HTMLDivElement, Props>(function QuotationCard(
  { quotation, superUser, highlighted, busy, duplicating, onActiveChange, onDuplicate, orderPart },
  ref,
) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  const title = (
    <Flex gap={8} align="center" wrap>
      <span>{quotation.quotation_number}</span>
      <span style={{ fontWeight: 'normal', color: token.colorTextSecondary }}>
        {formatDate(new Date(quotation.quotation_date))}
      </span>
      {quotation.test && <Tag color="orange">{t('quotationCards.test')}</Tag>}
      {quotation.signed_online && <Tag color="green">{t('quotationCards.signedOnline')}</Tag>}
      {superUser && <Tag>{quotation.dealer.name}</Tag>}
    </Flex>
  );
  const extra = (
    <Flex gap={8} align="center">
      <Checkbox
        checked={quotation.active}
        disabled={busy}
        onChange={(event) => onActiveChange(event.target.checked)}
      >
        {t('quotationCards.active')}
      </Checkbox>
      <Tooltip title={quotation.duplicate_possible ? undefined : t(errorTranslationKey('CANNOT_DUPLICATE'))}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span data-testid="duplicate">
          <Button
            icon={<CopyOutlined />}
            disabled={!quotation.duplicate_possible}
            loading={duplicating}
            onClick={onDuplicate}
          >
            {t('quotationCards.duplicate')}
          </Button>
        </span>
      </Tooltip>
      <Button icon={<FilePdfOutlined />} href={quotation.pdf_url} target="_blank" rel="noopener">
        {t('quotationCards.pdf')}
      </Button>
    </Flex>
  );

  return (
    <div ref={ref}>
      <Card
        title={title}
        extra={extra}
        style={
          highlighted ? { borderColor: token.colorPrimary, boxShadow: token.boxShadowSecondary } : undefined
        }
      >
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              {
                key: 'bike',
                label: t('quotationOverview.bikeType'),
                children: quotation.bike_type.name,
              },
              { key: 'brand', label: t('bike.brand'), children: quotation.bike_brand?.name ?? '—' },
              ...(quotation.order?.bike?.model
                ? [{ key: 'model', label: t('bike.model'), children: quotation.order.bike.model }]
                : []),
              {
                key: 'sheet',
                label: t('quotationCalculation.sheet'),
                children: <SheetVersion version={quotation.sheet_version} />,
              },
              {
                key: 'total',
                label: t('quotationOverview.totalVatIncluded'),
                children: formatMoney(quotation.total_vat_included),
              },
              {
                key: 'lease',
                label: t('quotationCards.leaseAmountVat'),
                children: formatMoney(quotation.lease_amount_vat),
              },
              {
                key: 'excluded',
                label: t('quotationOverview.leaseAmount'),
                children: formatMoney(quotation.lease_amount),
              },
            ]}
          />
          {orderPart}
        </Flex>
      </Card>
    </div>
  );
});
