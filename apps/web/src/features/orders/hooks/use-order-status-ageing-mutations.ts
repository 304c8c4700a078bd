import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { MAX_AGEING_DAYS } from '@spokes/domain/order-status-ageing';
import type { OrderStatusAgeingInput } from '../../../generated/graphql';
import { fieldErrorCodes } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import {
  RemoveOrderStatusAgeingDocument,
  SetOrderStatusAgeingDocument,
} from '../api/order-status-ageing.generated';

// A removed limit names no row left in the answer: the list refreshes by its type.
const context = { additionalTypenames: ['OrderStatusAgeing'] };

/** Field name → translated message, for the fields the server refused. */
export type AgeingFieldErrors = Partial<Record<keyof OrderStatusAgeingInput, string>>;

/** The ageing tab's changes, each with a toast; a save answers the fields the server refused. */
export function useOrderStatusAgeingMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [setting, set] = useMutation(SetOrderStatusAgeingDocument);
  const [removing, remove] = useMutation(RemoveOrderStatusAgeingDocument);

  return {
    saving: setting.fetching,
    removing: removing.fetching,
    /** Null when saved; else the refused fields' messages (empty when a toast said why). */
    save: async (input: OrderStatusAgeingInput): Promise<AgeingFieldErrors | null> => {
      const { error } = await set({ input }, context);
      if (!error) {
        void message.success(t('ageing.saved'), TOAST_SECONDS);
        return null;
      }
      const fields = Object.entries(fieldErrorCodes(error));
      if (fields.length > 0)
        return Object.fromEntries(
          fields.map(([field, code]) => [field, t(errorTranslationKey(code!), { max: MAX_AGEING_DAYS })]),
        );
      void message.error(errorMessage(error), TOAST_SECONDS);
      return {};
    },
    remove: async (orderStatusId: number) => {
      const { error } = await remove({ order_status_id: orderStatusId }, context);
      if (error) void message.error(errorMessage(error), TOAST_SECONDS);
      else void message.success(t('ageing.removed'), TOAST_SECONDS);
    },
  };
}
