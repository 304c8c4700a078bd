import { Flex } from 'antd';
import type { QuotationCardFragment } from '../../../generated/graphql';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { OrderCardActions } from './order-card-actions';
import { OrderDialogs } from './order-dialogs';
import { OrderStatusSteps } from './order-status-steps';

type Props = {
  quotation: QuotationCardFragment;
  statuses: readonly { id: number; name: string; index: number }[];
  superUser: boolean;
  /** Called after the bike form saved (the cards reload then). */
};

/** A quotation card's order: its steps, its buttons and the dialogs they open. */
export function OrderCardPart({ quotation, statuses, superUser }: Props) {
  const dialogs = useOrderDialogs(quotation);
  return (
    <>
      <OrderStatusSteps order={quotation.order} statuses={statuses} signedOnline={quotation.signed_online} />
      <Flex wrap gap={8} align="center">
        <OrderCardActions quotation={quotation} dialogs={dialogs} superUser={superUser} />
      </Flex>
      <OrderDialogs quotation={quotation} state={dialogs} superUser={superUser} />
    </>
  );
}
