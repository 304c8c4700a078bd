import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { formatDate, isEarliestDeliveryInFuture } from '@spokes/domain/format';
import { type BikeInput, type BikePanelQuotationFragment } from '../../../generated/graphql';
import { UpdateBikeDocument } from '../api/bike-panel.generated';
import { fieldErrorCodes } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { ownChangeStarted } from '../../../lib/live/own-changes';
import { orderChangeContext } from '../hooks/use-order-mutation';

/** Field name → translated message, for the fields the server refused. */
export type BikeFieldErrors = Partial<Record<keyof BikeInput, string>>;

/**
 * Saves the bike form and tells the user what follows from it: the "modified" toast, the new
 * frame number's documents, and a delivery date that still lies ahead. An own change of the
 * order, as the overview's actions are: its answer reloads the screen's queries once.
 */
export function useBikeSave(quotation: BikePanelQuotationFragment) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const [{ fetching }, updateBike] = useMutation(UpdateBikeDocument);

  const save = async (orderId: number, input: BikeInput): Promise<BikeFieldErrors | null> => {
    const done = ownChangeStarted();
    const { data, error } = await updateBike({ order_id: orderId, input }, orderChangeContext).finally(done);
    if (error || !data) {
      const fields = error ? fieldErrorCodes(error) : {};
      const entries = Object.entries(fields).map(([field, code]) => [field, t(errorTranslationKey(code!))]);
      if (entries.length > 0) return Object.fromEntries(entries) as BikeFieldErrors;
      void message.error(error ? errorMessage(error) : t('common.somethingWentWrong'));
      return {};
    }
    void message.success(t('bike.modified'));
    if (data.updateBike.frame_number_changed) {
      void message.warning(t(errorTranslationKey('FRAME_NUMBER_CHANGED')));
    }
    const earliest = quotation.earliest_delivery_date;
    if (earliest && isEarliestDeliveryInFuture(new Date(earliest), Date.now())) {
      modal.warning({
        title: t('bike.earliestDeliveryTitle'),
        content: t('bike.earliestDeliveryText', { date: formatDate(new Date(earliest)) }),
      });
    }
    return null;
  };

  return { saving: fetching, save };
}
