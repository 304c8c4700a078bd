import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { CreateEmployerDelegationInput } from '../../../generated/graphql';
import { errorCode, fieldErrorCodes } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import {
  CreateEmployerDelegationDocument,
  DelegateCandidatesDocument,
  EmployerDelegationsDocument,
  EndEmployerDelegationDocument,
} from '../api/employer-delegations.generated';

/** The create form's fields a refusal is shown at. */
export type DelegationField = 'delegate_user_id' | 'delegator_user_id' | 'period';
export type DelegationFieldErrors = Partial<Record<DelegationField, string>>;

const context = { additionalTypenames: ['EmployerDelegation'] };

// The codes that concern one field of the form; anything else is a toast.
const FIELD_OF_CODE: Partial<Record<string, DelegationField>> = {
  DELEGATE_NOT_ALLOWED: 'delegate_user_id',
  DELEGATOR_NOT_ALLOWED: 'delegator_user_id',
  DELEGATION_DATES_INVALID: 'period',
  DATE_INVALID: 'period',
};

/** A company's delegations, who may be named, and naming or ending one, each with a toast. */
export function useEmployerDelegations(companyId: number | null) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const variables = { company_id: companyId ?? 0 };
  const [{ data, fetching, error }] = useQuery({
    query: EmployerDelegationsDocument,
    variables,
    pause: companyId === null,
    context,
  });
  const [creating, createMutation] = useMutation(CreateEmployerDelegationDocument);
  const [, endMutation] = useMutation(EndEmployerDelegationDocument);

  /** Null when created; else the refused fields' messages (empty when a toast said why). */
  const create = useCallback(
    async (
      input: Omit<CreateEmployerDelegationInput, 'company_id'>,
    ): Promise<DelegationFieldErrors | null> => {
      if (companyId === null) return {};
      const result = await createMutation({ input: { ...input, company_id: companyId } }, context);
      if (!result.error) {
        void message.success(t('employerPolicies.created'), TOAST_SECONDS);
        return null;
      }
      const code = errorCode(result.error);
      const field = code && FIELD_OF_CODE[code];
      if (field) return { [field]: errorMessage(result.error) };
      const fields = Object.values(fieldErrorCodes(result.error));
      if (fields[0]) return { period: t(errorTranslationKey(fields[0])) };
      void message.error(errorMessage(result.error), TOAST_SECONDS);
      return {};
    },
    [companyId, createMutation, message, t, errorMessage],
  );

  const end = useCallback(
    async (delegationId: number) => {
      const result = await endMutation({ delegation_id: delegationId }, context);
      if (result.error) void message.error(errorMessage(result.error), TOAST_SECONDS);
      else void message.success(t('employerPolicies.endedToast'), TOAST_SECONDS);
    },
    [endMutation, message, t, errorMessage],
  );

  return {
    delegations: companyId === null ? [] : (data?.employerDelegations ?? []),
    fetching,
    error,
    creating: creating.fetching,
    create,
    end,
  };
}

/** Who may be named the company's delegate, loaded when the create form opens. */
export function useDelegateCandidates(companyId: number, pause: boolean) {
  const [{ data, fetching }] = useQuery({
    query: DelegateCandidatesDocument,
    variables: { company_id: companyId },
    pause,
  });
  return { candidates: data?.delegateCandidates ?? [], fetching };
}
