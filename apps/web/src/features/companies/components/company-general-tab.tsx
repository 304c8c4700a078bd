import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Checkbox, Col, Divider, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { validateLabHash } from '@spokes/domain/company-validation';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { LAB_HASH_MAX_LENGTH } from '@spokes/domain/limits';
import { CompanyTreeSelect } from '../../../components/company-picker';
import { CompanyTreeDocument } from '../../../components/company-tree.generated';
import { named } from '../../../lib/lazy-named';
import type { CompanySettingsChoicesQuery } from '../../../generated/graphql';
import { InvoiceTargetChoicesDocument } from '../api/invoice-target-choices.generated';
import { possibleParents, type LoadedCompany } from './company-draft';

const RichTextEditor = named(() => import('../../../components/rich-text-editor'), 'RichTextEditor');

type Props = {
  company: LoadedCompany | null;
  choices: CompanySettingsChoicesQuery | undefined;
  /** The logo field, built by the modal that keeps the pending file. */
  logo: ReactNode;
  /** The calculation sheet's controls (another feature), for an existing company. */
  sheetSection?: ReactNode;
};

/** The invoice target picker: searched on the server; an empty search asks for 'a' (spec 03 section 9). */
function InvoiceTargetSelect({
  company,
  ...props
}: {
  company: LoadedCompany | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: InvoiceTargetChoicesDocument,
    variables: { name: search.trim() || 'a' },
  });
  const options = useMemo(() => {
    const found = (data?.invoiceTargets ?? []).map((target) => ({ value: target.id, label: target.name }));
    const current = company ? { value: company.invoice_target_fk, label: company.invoice_target_name } : null;
    return current && !found.some((option) => option.value === current.value) ? [current, ...found] : found;
  }, [data, company]);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      loading={fetching}
      placeholder={t('companySettings.invoiceTargetSearch')}
      allowClear
    />
  );
}

/** The General tab: the company's own values (spec 03 section 2.2, General tab). */
export function CompanyGeneralTab({ company, choices, logo, sheetSection }: Props) {
  const { t } = useTranslation();
  const [{ data: tree, fetching: treeLoading }] = useQuery({
    query: CompanyTreeDocument,
    variables: { include_hidden: true },
  });
  const parents = useMemo(
    () => possibleParents(tree?.companyTree ?? [], company?.id ?? null),
    [tree, company],
  );
  const required = [{ required: true, message: t(errorTranslationKey('REQUIRED_FIELDS_MISSING')) }];
  const text = (name: string, label: string, max: number = INPUT_MAX_LENGTH.name) => (
    <Form.Item name={name} label={t(label)}>
      <Input maxLength={max} />
    </Form.Item>
  );
  const memo = (name: string, label: string) => (
    <Form.Item name={name} label={t(label)}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={INPUT_MAX_LENGTH.memo} />
    </Form.Item>
  );

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('companySettings.name')} rules={required}>
            <Input maxLength={INPUT_MAX_LENGTH.name} autoFocus />
          </Form.Item>
          <Form.Item name="invoice_target_fk" label={t('companySettings.invoiceTarget')} rules={required}>
            <InvoiceTargetSelect company={company} />
          </Form.Item>
          {text('contact', 'companySettings.contact')}
          {text('tel', 'companySettings.tel', INPUT_MAX_LENGTH.phone)}
          {text('email', 'companySettings.email', INPUT_MAX_LENGTH.email)}
          <Form.Item
            name="company_parent_fk"
            label={t('companySettings.parent')}
            extra={company ? t('companySettings.parentHint') : undefined}
          >
            <CompanyTreeSelect companies={parents} loading={treeLoading} searchInvoiceTarget />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('customer_id', 'companySettings.customerId', INPUT_MAX_LENGTH.identifier)}
          <Form.Item
            name="lab_hash"
            label={t('companySettings.labHash')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const result = validateLabHash(value);
                  if (!result.ok) throw new Error(t(errorTranslationKey(result.error)));
                },
              },
            ]}
          >
            <Input showCount={{ formatter: ({ count }) => `${count} / ${LAB_HASH_MAX_LENGTH}` }} />
          </Form.Item>
          <Form.Item label={t('companySettings.accessCode')}>
            {company ? (
              <Typography.Text
                code
                copyable={{ tooltips: [t('companySettings.copy'), t('companySettings.copied')] }}
              >
                {company.employee_access_code}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('companySettings.accessCodeLater')}</Typography.Text>
            )}
          </Form.Item>
          <Row gutter={16}>
            <Col>
              <Form.Item name="fip" valuePropName="checked">
                <Checkbox>{t('companySettings.fip')}</Checkbox>
              </Form.Item>
            </Col>
            <Col>
              <Form.Item name="hide" valuePropName="checked">
                <Checkbox>{t('companySettings.hide')}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="language_fk" label={t('companySettings.language')} rules={required}>
            <Select
              options={(choices?.languages ?? []).map((language) => ({
                value: language.id,
                label: language.name,
              }))}
            />
          </Form.Item>
          <Form.Item name="variant_fk" label={t('companySettings.variant')} rules={required}>
            <Select
              options={(choices?.variants ?? []).map((variant) => ({
                value: variant.id,
                label: variant.name,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {sheetSection && (
        <>
          <Divider style={{ margin: '8px 0 16px' }} />
          <div data-testid="company-sheet-section">{sheetSection}</div>
          <Divider style={{ margin: '16px 0' }} />
        </>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {memo('comment_public', 'companySettings.commentPublic')}
          {memo('comment_private', 'companySettings.commentPrivate')}
        </Col>
        <Col xs={24} md={12}>
          {memo('disclaimer_calculation', 'companySettings.disclaimerCalculation')}
          {memo('disclaimer_receipt', 'companySettings.disclaimerReceipt')}
        </Col>
      </Row>
      <Form.Item name="info" label={t('companySettings.info')}>
        <LazyEditor label={t('companySettings.info')} />
      </Form.Item>
      <Form.Item label={t('companySettings.logo')}>{logo}</Form.Item>
    </>
  );
}

/** The editor behind Suspense, as a form control (value and onChange come from Form.Item). */
function LazyEditor({
  label,
  ...props
}: {
  label: string;
  value?: string;
  onChange?: (html: string) => void;
}) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 150 }} />}>
      <RichTextEditor {...props} ariaLabel={label} />
    </Suspense>
  );
}
