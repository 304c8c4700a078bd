import { Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OverviewQuotation } from './order-quotation';

type Status = { id: number; name: string; index: number };
type Props = { order: OverviewQuotation['order']; statuses: readonly Status[]; signedOnline: boolean };

/**
 * The card's timeline (spec 02 section 4): the steps 1 new ... 6 delivered with those reached;
 * a refused order (-1) stops in error at the decision, a cancelled or test one (0) shows its
 * status only. Step names are the reference names, as super users edit them.
 */
export function OrderStatusSteps({ order, statuses, signedOnline }: Props) {
  const { t } = useTranslation();
  // In the card's column a lone tag would stretch over the whole width.
  const tag = (text: string) => <Tag style={{ alignSelf: 'flex-start' }}>{text}</Tag>;
  if (!order) return tag(t('quotationOverview.noOrder'));
  const { index, name } = order.orderStatus;
  if (index === 0) return tag(name);
  const steps = [1, 2, 3, 4, 5, 6].map((step) => statuses.find((status) => status.index === step));
  const refused = index < 0;
  // Refused by the employer: the decision (step 3) is where it ended.
  const current = refused ? 2 : index - 1;
  return (
    <Steps
      size="small"
      current={current}
      status={refused ? 'error' : index === 6 ? 'finish' : 'process'}
      items={steps.map((status, i) => ({
        title: refused && i === current ? name : (status?.name ?? ''),
        description: i === 2 && signedOnline ? t('quotationCards.signedOnline') : undefined,
      }))}
    />
  );
}
