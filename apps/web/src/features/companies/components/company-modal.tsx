import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Modal, Popconfirm, Skeleton, Tabs } from 'antd';
import { SettingsHistoryButton } from '../../../components/settings-history-button';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { CompanySettingsChoicesQuery } from '../../../generated/graphql';
import { CompanySettingsChoicesDocument } from '../api/company-settings-choices.generated';
import { SettingsCompanyDocument } from '../api/settings-company.generated';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useCompanyMutations } from '../hooks/use-company-mutations';
import { CompanyRequiredFieldsTab, CompanyStatutesTab } from './company-checklist-tabs';
import { CompanyCostCentersTab } from './company-cost-centers-tab';
import {
  formValuesOf,
  hasListChanges,
  listChanges,
  listsOfCompany,
  listsOfNewCompany,
  type CompanyFormValues,
  type CompanyLists,
  type FieldTypeChoice,
  type LoadedCompany,
} from './company-draft';
import { CompanyFieldsTab } from './company-fields-tab';
import { CompanyGeneralTab } from './company-general-tab';
import { CompanyLogoField } from './company-logo-field';

type Props = {
  /** The company to edit, or null for a new one. */
  companyId: number | null;
  sheetSection?: (companyId: number) => ReactNode;
  /** After a save: the company's id (a new company is then edited further). */
  onSaved: (companyId: number) => void;
  onDeleted: () => void;
  onClose: () => void;
};

const EMPTY_LISTS: CompanyLists = { fields: [], costCenters: [], statuteIds: [] };

/** Loads what the modal needs, then shows it; a new company starts from the default field types. */
export function CompanyModal(props: Props) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: SettingsCompanyDocument,
    variables: { id: props.companyId ?? 0 },
    pause: props.companyId === null,
    requestPolicy: 'network-only',
  });
  const [{ data: choices }] = useQuery({ query: CompanySettingsChoicesDocument });
  const company = data?.settingsCompany ?? null;
  const ready = choices && (props.companyId === null || company);
  return (
    <Modal
      open
      width={1100}
      title={company ? t('companySettings.titleEdit', { name: company.name }) : t('companySettings.titleNew')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={false}
    >
      {ready ? (
        // Keyed by the version: a company that reloads (after a save) starts a fresh form and lists.
        <CompanyEditor key={company?.token ?? 'new'} {...props} company={company} choices={choices} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} title={!!error} />
      )}
    </Modal>
  );
}

function CompanyEditor({
  company,
  choices,
  sheetSection,
  onSaved,
  onDeleted,
  onClose,
}: Props & {
  company: LoadedCompany | null;
  choices: CompanySettingsChoicesQuery;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<CompanyFormValues>();
  const initialValues = useMemo(() => formValuesOf(company), [company]);
  const fieldTypes: readonly FieldTypeChoice[] = choices.companyFieldTypes;
  const loaded = useMemo(() => (company ? listsOfCompany(company) : EMPTY_LISTS), [company]);
  const [startLists] = useState<CompanyLists>(() =>
    company ? listsOfCompany(company) : listsOfNewCompany(fieldTypes),
  );
  const [lists, setLists] = useState<CompanyLists>(startLists);
  const [logo, setLogo] = useState<File | null>(null);
  const [tab, setTab] = useState('general');
  const { save, remove, removeLogo, saving, deleting, deletingLogo } = useCompanyMutations();
  const watched = Form.useWatch([], { form, preserve: true }) as CompanyFormValues | undefined;

  const changes = listChanges(loaded, lists);
  const valuesChanged =
    watched !== undefined &&
    JSON.stringify({ ...initialValues, ...watched }) !== JSON.stringify(initialValues);
  const dirty = company === null || valuesChanged || hasListChanges(changes) || logo !== null;

  // What would be lost: a new company (always savable) counts once something was typed or chosen.
  const unsaved = company ? dirty : valuesChanged || logo !== null || lists !== startLists;
  const confirmLeave = (leave: () => void) =>
    modal.confirm({
      title: t('companySettings.leaveConfirm'),
      okText: t('companySettings.close'),
      cancelText: t('companySettings.cancel'),
      onOk: leave,
    });
  useLeaveGuard(unsaved && !saving, confirmLeave);
  const close = () => (unsaved ? confirmLeave(onClose) : onClose());

  // Saving from another tab must still show what is missing: open the tab that holds it.
  const refuseMissing = (at: 'general' | 'fields') => {
    setTab(at);
    void message.error(t(errorTranslationKey('REQUIRED_FIELDS_MISSING')));
  };
  // The form's own fields (all on the general tab) are valid once onFinish is called.
  const submit = async () => {
    if (lists.fields.some((field) => field.name.trim() === '')) return refuseMissing('fields');
    const values = { ...initialValues, ...(form.getFieldsValue(true) as CompanyFormValues) };
    const id = await save(
      { ...(company ? { id: company.id, token: company.token } : {}), company: values, ...changes },
      logo,
    );
    if (id !== null) onSaved(id);
  };

  return (
    <Form
      form={form}
      name="company"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void submit()}
      onFinishFailed={() => refuseMissing('general')}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'general',
            label: t('companySettings.tabGeneral'),
            forceRender: true,
            children: (
              <CompanyGeneralTab
                company={company}
                choices={choices}
                sheetSection={company && sheetSection ? sheetSection(company.id) : undefined}
                logo={
                  <CompanyLogoField
                    savedUrl={company?.logo_url ?? null}
                    pending={logo}
                    onPick={setLogo}
                    onRefuse={(code) => void message.error(t(errorTranslationKey(code)))}
                    deleting={deletingLogo}
                    onDelete={
                      company
                        ? () => void removeLogo(company.id).then((ok) => ok && onSaved(company.id))
                        : undefined
                    }
                  />
                }
              />
            ),
          },
          {
            key: 'fields',
            label: t('companySettings.tabFields'),
            children: (
              <CompanyFieldsTab
                fields={lists.fields}
                fieldTypes={fieldTypes}
                onChange={(fields) => setLists((current) => ({ ...current, fields }))}
              />
            ),
          },
          {
            key: 'cost-centers',
            label: t('companySettings.tabCostCenters'),
            children: (
              <CompanyCostCentersTab
                costCenters={lists.costCenters}
                onChange={(costCenters) => setLists((current) => ({ ...current, costCenters }))}
              />
            ),
          },
          {
            key: 'statutes',
            label: t('companySettings.tabStatutes'),
            children: (
              <CompanyStatutesTab
                statutes={choices.employeeStatutes}
                value={lists.statuteIds}
                onChange={(statuteIds) => setLists((current) => ({ ...current, statuteIds }))}
              />
            ),
          },
          {
            key: 'required',
            label: t('companySettings.tabRequired'),
            forceRender: true,
            children: <CompanyRequiredFieldsTab />,
          },
        ]}
      />
      <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
        <Flex gap={8}>
          {company && <SettingsHistoryButton table="companies" recordId={company.id} name={company.name} />}
          {company && (
            <Popconfirm
              title={t('companySettings.deleteConfirm', { name: company.name })}
              okText={t('companySettings.delete')}
              cancelText={t('companySettings.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove(company.id).then((ok) => ok && onDeleted())}
            >
              <Button danger loading={deleting}>
                {t('companySettings.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Flex gap={8}>
          <Button onClick={close}>{t('companySettings.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
            {t('companySettings.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
