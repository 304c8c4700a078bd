import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { TemplateInput } from '../../../generated/graphql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import { CreateTemplateDocument } from '../api/create-template.generated';
import { DeleteTemplateDocument } from '../api/delete-template.generated';
import { UpdateTemplateDocument } from '../api/update-template.generated';

// Every change refreshes the tab's list through urql's cache invalidation of this type.
const context = { additionalTypenames: ['SettingsTemplate'] };

/** What a save answers: null when it worked, else the server's reason in words (for the modal). */
export type SaveOutcome = { error: string | null };

/**
 * The Templates tab's changes with the spec's toasts (spec 03 section 8): 'Wijzigingen
 * opgeslagen!' or 'Er ging iets mis'. A refusal the server explains (missing fields, the only
 * template of its kind) is given back in its words; a PDF's unknown fields are a warning.
 */
export function useTemplateMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [creating, create] = useMutation(CreateTemplateDocument);
  const [updating, update] = useMutation(UpdateTemplateDocument);
  const [deleting, remove] = useMutation(DeleteTemplateDocument);

  const explained = useCallback(
    (error: CombinedError) =>
      error.graphQLErrors.some((e) => e.extensions?.i18nKey) ? errorText(error) : null,
    [errorText],
  );

  const report = useCallback(
    (result: { error?: CombinedError; unknownFields?: readonly string[] }): SaveOutcome => {
      if (result.error) {
        void message.error(t('templates.failed'), TOAST_SECONDS);
        return { error: explained(result.error) ?? t('templates.failed') };
      }
      void message.success(t('templates.changed'), TOAST_SECONDS);
      if (result.unknownFields?.length)
        void message.warning(t('templates.unknownFields', { fields: result.unknownFields.join(', ') }), 10);
      return { error: null };
    },
    [explained, message, t],
  );

  return {
    saving: creating.fetching || updating.fetching,
    busy: deleting.fetching,
    save: async (id: number | null, input: TemplateInput, file: File | null): Promise<SaveOutcome> => {
      if (id === null) {
        if (!file) return { error: t('templates.choosePdf') };
        const result = await create({ input, file }, context);
        return report({ error: result.error, unknownFields: result.data?.createTemplate.unknown_fields });
      }
      const result = await update({ id, input, file }, context);
      return report({ error: result.error, unknownFields: result.data?.updateTemplate.unknown_fields });
    },
    deleteTemplate: async (id: number) => {
      const result = await remove({ id }, context);
      if (result.error) void message.error(explained(result.error) ?? t('templates.failed'), TOAST_SECONDS);
      else void message.success(t('templates.changed'), TOAST_SECONDS);
    },
  };
}
