import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { webhookFilterListSchema, webhookSettingsSchema } from '@spokes/domain/webhook-schemas';
import { webhookFilterCodes } from '@spokes/domain/webhooks';
import type { WebhookFormChoicesQuery, WebhookInput } from '../../../generated/graphql';
import { SettingsFormModal } from '../../../components/settings-form-modal';
import { formChanged } from '../../../lib/forms/form-changed';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { WebhookRow } from './webhook-columns';

type Values = {
  url: string;
  invoice_target_fk: number | undefined;
  webhook_format_fk: number | undefined;
  /** The filter's status codes, joined with ", " when saved. */
  filter: string[];
  deal_status_fk: number | null;
};

type Props = {
  /** The webhook being edited, or null for a new one. */
  webhook: WebhookRow | null;
  /** A new webhook starts with the invoice target the list is filtered on. */
  invoiceTargetId: number | null;
  choices: WebhookFormChoicesQuery;
  saving: boolean;
  onSave: (input: WebhookInput) => void;
  onClose: () => void;
};

function initialValues(
  webhook: WebhookRow | null,
  invoiceTargetId: number | null,
  choices: WebhookFormChoicesQuery,
): Values {
  return {
    url: webhook?.url ?? '',
    invoice_target_fk: webhook?.invoice_target_fk ?? invoiceTargetId ?? undefined,
    webhook_format_fk: webhook?.webhook_format_fk ?? choices.webhookOptions.formats[0]?.id,
    filter: webhookFilterCodes(webhook?.filter),
    deal_status_fk: webhook?.deal_status_fk ?? null,
  };
}

/**
 * A webhook's form: where to post (http or https), for which invoice target, in which format,
 * for which order statuses (none: all but Test) and, optionally, only in one deal status.
 * Checked with the server's schema; Save is enabled once valid and changed.
 */
export function WebhookModal(props: Props) {
  const { webhook, invoiceTargetId, choices, saving, onSave, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(
    () => initialValues(webhook, invoiceTargetId, choices),
    [webhook, invoiceTargetId, choices],
  );
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const changed = formChanged(values, initial);
  const fields = webhookSettingsSchema.shape;
  const options = (rows: { id: number; name: string }[]) =>
    rows.map((row) => ({ value: row.id, label: row.name }));

  return (
    <SettingsFormModal
      title={t(webhook ? 'webhookSettings.editTitle' : 'webhookSettings.newTitle')}
      history={webhook && { table: 'webhooks', recordId: webhook.id, name: webhook.url }}
      formId="webhook-form"
      okText={t('webhookSettings.save')}
      cancelText={t('webhookSettings.cancel')}
      canSave={valid && changed}
      saving={saving}
      onClose={onClose}
    >
      <Form<Values>
        id="webhook-form"
        name="webhook"
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) =>
          onSave({
            url: submitted.url,
            invoice_target_fk: submitted.invoice_target_fk!,
            webhook_format_fk: submitted.webhook_format_fk!,
            filter: submitted.filter.join(', '),
            deal_status_fk: submitted.deal_status_fk ?? null,
          })
        }
      >
        <Form.Item name="url" label={t('webhookSettings.url')} rules={[zodRule(fields.url, t)]} required>
          <Input autoFocus type="url" placeholder="https://" maxLength={INPUT_MAX_LENGTH.freeText} />
        </Form.Item>
        <Form.Item
          name="invoice_target_fk"
          label={t('webhookSettings.invoiceTarget')}
          rules={[zodRule(fields.invoice_target_fk, t)]}
          required
        >
          <Select showSearch optionFilterProp="label" options={options(choices.invoiceTargets)} />
        </Form.Item>
        <Form.Item
          name="webhook_format_fk"
          label={t('webhookSettings.format')}
          rules={[zodRule(fields.webhook_format_fk, t)]}
          required
        >
          <Select options={options(choices.webhookOptions.formats)} />
        </Form.Item>
        <Form.Item
          name="filter"
          label={t('webhookSettings.filter')}
          extra={t('webhookSettings.filterHelp')}
          rules={[zodRule(webhookFilterListSchema, t)]}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('webhookSettings.allStatuses')}
            optionFilterProp="label"
            options={choices.orderStatuses.map((status) => ({ value: status.code, label: status.name }))}
          />
        </Form.Item>
        <Form.Item
          name="deal_status_fk"
          label={t('webhookSettings.dealStatus')}
          extra={t('webhookSettings.dealStatusHelp')}
        >
          <Select
            allowClear
            placeholder={t('webhookSettings.anyDealStatus')}
            options={options(choices.webhookOptions.deal_statuses)}
          />
        </Form.Item>
      </Form>
    </SettingsFormModal>
  );
}
