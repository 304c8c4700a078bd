import { App } from 'antd';
import { useMutation } from 'urql';
import { ImportPanel, type ImportOutcome } from '../../../../components/import-panel';
import { useErrorMessage } from '../../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../../lib/toast';
import { ApplyCompanyImportDocument, PreviewCompanyImportDocument } from '../../api/company-import.generated';

/** The Import tab's companies: a file of companies, parents by name or customer id. */
export function CompanyImport() {
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [{ fetching: previewing }, preview] = useMutation(PreviewCompanyImportDocument);
  const [{ fetching: applying }, apply] = useMutation(ApplyCompanyImportDocument);

  const previewFile = async (file: File): Promise<ImportOutcome | undefined> => {
    const { data, error } = await preview({ file });
    if (error) void message.error(errorText(error), TOAST_SECONDS);
    return data?.previewCompanyImport;
  };
  const applyFile = async (file: File): Promise<ImportOutcome | undefined> => {
    const { data, error } = await apply({ file }, { additionalTypenames: ['CompanyTreeNode'] });
    if (error) void message.error(errorText(error), TOAST_SECONDS);
    return data?.applyCompanyImport;
  };

  return (
    <ImportPanel kind="companies" busy={previewing || applying} preview={previewFile} apply={applyFile} />
  );
}
