import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { type UserCreateInput, type UserUpdateInput } from '../../../generated/graphql';
import { CreateUserDocument } from '../api/create-user.generated';
import { DeleteUserDocument } from '../api/delete-user.generated';
import { UpdateUserDocument } from '../api/update-user.generated';

/** The server's text for a refusal it explains (its i18nKey), else the spec's generic 'Fout'. */
function failureKey(error: CombinedError | undefined): string {
  const key = error?.graphQLErrors.find((e) => typeof e.extensions?.i18nKey === 'string')?.extensions.i18nKey;
  return typeof key === 'string' && key !== 'errors.badInput' ? key : 'userManagement.failed';
}

/**
 * Create, edit and delete with the spec's toasts (spec 02 section 8). Each answers whether it
 * worked; the list refetches through urql's cache invalidation of the User type.
 */
export function useUserMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [creating, create] = useMutation(CreateUserDocument);
  const [updating, update] = useMutation(UpdateUserDocument);
  const [deleting, remove] = useMutation(DeleteUserDocument);

  const report = useCallback(
    (error: CombinedError | undefined, successKey: string) => {
      if (error) void message.error(t(failureKey(error)));
      else void message.success(t(successKey));
      return !error;
    },
    [message, t],
  );

  return {
    busy: creating.fetching || updating.fetching || deleting.fetching,
    createUser: async (input: UserCreateInput) =>
      report((await create({ input }, { additionalTypenames: ['User'] })).error, 'userManagement.created'),
    updateUser: async (id: number, input: UserUpdateInput) =>
      report(
        (await update({ id, input }, { additionalTypenames: ['User'] })).error,
        'userManagement.updated',
      ),
    deleteUser: async (id: number) =>
      report((await remove({ id }, { additionalTypenames: ['User'] })).error, 'userManagement.deleted'),
  };
}
