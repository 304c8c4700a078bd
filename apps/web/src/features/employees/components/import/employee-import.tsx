import { useState } from 'react';
import { App, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CompanyPicker } from '../../../../components/company-picker';
import { ImportPanel, type ImportOutcome } from '../../../../components/import-panel';
import { useErrorMessage } from '../../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../../lib/toast';
import {
  ApplyEmployeeImportDocument,
  PreviewEmployeeImportDocument,
} from '../../api/employee-import.generated';

/** The Import tab's employees: the company first (the picker), then its file. */
export function EmployeeImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [{ fetching: previewing }, preview] = useMutation(PreviewEmployeeImportDocument);
  const [{ fetching: applying }, apply] = useMutation(ApplyEmployeeImportDocument);

  const previewFile = async (file: File): Promise<ImportOutcome | undefined> => {
    if (companyId === null) return undefined;
    const { data, error } = await preview({ company_id: companyId, file });
    if (error) void message.error(errorText(error), TOAST_SECONDS);
    return data?.previewEmployeeImport;
  };
  const applyFile = async (file: File): Promise<ImportOutcome | undefined> => {
    if (companyId === null) return undefined;
    const { data, error } = await apply(
      { company_id: companyId, file },
      { additionalTypenames: ['Employee'] },
    );
    if (error) void message.error(errorText(error), TOAST_SECONDS);
    return data?.applyEmployeeImport;
  };

  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('import.company')} htmlFor="import-company" style={{ marginBottom: 0 }}>
          <CompanyPicker
            id="import-company"
            searchInvoiceTarget
            includeHidden
            disablePartnerCompanies
            value={companyId}
            onChange={setCompanyId}
            placeholder={t('import.chooseCompany')}
          />
        </Form.Item>
      </Form>
      {companyId !== null && (
        <ImportPanel
          key={companyId}
          kind="employees"
          busy={previewing || applying}
          preview={previewFile}
          apply={applyFile}
        />
      )}
    </Flex>
  );
}
