import { useCallback } from 'react';
import { App } from 'antd';
import type { CombinedError } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import {
  CostCentersDocument,
  CreateCostCenterDocument,
  DeleteCostCenterDocument,
  RenameCostCenterDocument,
} from '../api/cost-centers.generated';

// Delete answers a Boolean: the list refetches on the typename, whatever a mutation returns.
const context = { additionalTypenames: ['CostCenter'] };

/**
 * A company's cost centres and the page's three actions with the spec's toasts (spec 03 section
 * 8, Cost centres). A refused create or rename answers why (shown at the name in the prompt).
 */
export function useCostCenters(companyId: number | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [{ data, fetching }] = useQuery({
    query: CostCentersDocument,
    variables: { company_id: companyId ?? 0 },
    pause: companyId === null,
    context,
  });
  const [, createMutation] = useMutation(CreateCostCenterDocument);
  const [, renameMutation] = useMutation(RenameCostCenterDocument);
  const [, deleteMutation] = useMutation(DeleteCostCenterDocument);

  const settle = useCallback(
    (error: CombinedError | undefined, done: string, failed: string): string | undefined => {
      if (!error) {
        void message.success(t(done));
        return undefined;
      }
      const reason = errorMessage(error);
      void message.error(`${t(failed)}: ${reason}`);
      return reason;
    },
    [message, t, errorMessage],
  );

  const create = useCallback(
    async (name: string) => {
      if (companyId === null) {
        void message.error(t('costCenters.noCompany'));
        return t('costCenters.noCompany');
      }
      const { error } = await createMutation({ company_id: companyId, name }, context);
      return settle(error, 'costCenters.created', 'costCenters.createFailed');
    },
    [companyId, createMutation, settle, message, t],
  );

  const rename = useCallback(
    async (id: number, name: string) => {
      const { error } = await renameMutation({ id, name }, context);
      return settle(error, 'costCenters.updated', 'costCenters.updateFailed');
    },
    [renameMutation, settle],
  );

  const remove = useCallback(
    async (id: number) => {
      const { error } = await deleteMutation({ id }, context);
      settle(error, 'costCenters.deleted', 'costCenters.deleteFailed');
    },
    [deleteMutation, settle],
  );

  return {
    costCenters: companyId === null ? [] : (data?.costCenters ?? []),
    fetching,
    create,
    rename,
    remove,
  };
}
