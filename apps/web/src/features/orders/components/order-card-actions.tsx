import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealerAction, QuotationCardFragment } from '../../../generated/graphql';
import type { OrderDialogs as DialogState } from '../hooks/use-order-dialogs';
import { DealerActionButton } from './dealer-action-button';

type Props = { quotation: QuotationCardFragment; dialogs: DialogState; superUser: boolean };

/**
 * A card's order buttons, exactly the server's `actions` (the domain's dealer actions, spec 02
 * section 4), each opening the overview's dialog; a super user's extra controls are on the
 * back-office overview, which the card links to.
 */
export function OrderCardActions({ quotation, dialogs, superUser }: Props) {
  const { t } = useTranslation();
  const { order, actions } = quotation;
  const has = (action: DealerAction) => actions.includes(action);

  return (
    <>
      {has('EXECUTE') && <DealerActionButton action="EXECUTE" dialogs={dialogs} type="primary" />}
      {has('UPLOAD_QUOTE') && <DealerActionButton action="UPLOAD_QUOTE" dialogs={dialogs} />}
      {has('UPLOAD_FROM_NEW') && <DealerActionButton action="UPLOAD_FROM_NEW" dialogs={dialogs} />}
      {order && has('RETRY_UPLOAD') && <DealerActionButton action="RETRY_UPLOAD" dialogs={dialogs} danger />}
      {has('REQUEST_LICENSE_PLATE') && (
        <DealerActionButton action="REQUEST_LICENSE_PLATE" dialogs={dialogs} />
      )}
      {has('UPLOAD_DELIVERY_DOCUMENTS') && (
        <DealerActionButton action="UPLOAD_DELIVERY_DOCUMENTS" dialogs={dialogs} />
      )}
      {has('COMPLETE_BIKE_INFO') && (
        <DealerActionButton
          action="COMPLETE_BIKE_INFO"
          dialogs={dialogs}
          disabled={quotation.bike_info_complete}
          tooltip={quotation.bike_info_complete ? t('quotationCards.bikeInfoComplete') : undefined}
        />
      )}
      {order && has('CREATE_RECEIPT') && <DealerActionButton action="CREATE_RECEIPT" dialogs={dialogs} />}
      {has('DOCUMENTS') && <DealerActionButton action="DOCUMENTS" dialogs={dialogs} />}
      {superUser && (
        <Link to={`/quotations/${quotation.employee.id}/${quotation.id}`}>
          {t('quotationCards.openOverview')}
        </Link>
      )}
    </>
  );
}
