import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_END_STATUS_CODES, orderStatusById } from '@spokes/domain/codes';
import { validateContractEndStatus } from '@spokes/domain/contract-end-status';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { ContractEndStatus } from '../../../generated/graphql';
import { SetContractEndStatusDocument } from '../api/order-edits.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import type { OverviewQuotation } from './order-quotation';

type Order = NonNullable<OverviewQuotation['order']>;

const CHOICES = [null, ...CONTRACT_END_STATUS_CODES] as const;
// A Select reads null as nothing chosen, so the empty choice that clears it is ''.
const NONE = '';

/**
 * A super user's contract end status of the order (Schade, Overname, Teruggave, or none),
 * offered where the domain's rule allows it: set once the bike is delivered, cleared any time.
 */
export function OrderContractEndStatus({ quotationId, order }: { quotationId: number; order: Order }) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(SetContractEndStatusDocument, {
    successKey: 'quotationOverview.contractEndStatusUpdated',
  });
  const status = orderStatusById(order.orderStatus.id);
  const current = order.contract_end_status;
  const allowed = (choice: ContractEndStatus | null) =>
    status !== undefined && validateContractEndStatus(status.code, choice).ok;
  const locked = !CHOICES.some((choice) => choice !== current && allowed(choice));
  const options = CHOICES.map((choice) => ({
    value: choice ?? NONE,
    label: choice ? t(`contractEndStatus.${choice}`) : t('quotationOverview.contractEndStatusNone'),
    disabled: !allowed(choice),
  }));
  return (
    <Tooltip title={locked ? t(errorTranslationKey('CONTRACT_END_BEFORE_DELIVERY')) : undefined}>
      <Select
        size="small"
        value={current ?? NONE}
        options={options}
        disabled={locked}
        loading={fetching}
        aria-label={t('quotationOverview.contractEndStatus')}
        onChange={(value: ContractEndStatus | typeof NONE) =>
          void run({ quotation_id: quotationId, contract_end_status: value === NONE ? null : value })
        }
        style={{ width: 200 }}
      />
    </Tooltip>
  );
}
