import { ArrowRightOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SettingsAuditAction } from '../generated/graphql';

const ACTION_COLORS: Record<SettingsAuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  import: 'purple',
};

export function AuditActionTag({ action, t }: { action: SettingsAuditAction; t: TFunction }) {
  return <Tag color={ACTION_COLORS[action]}>{t(`audit.action.${action}`)}</Tag>;
}

/** A logged value (JSON) as a reader wants it: text as is, yes/no, an empty mark, else compact JSON. */
export function auditValueText(json: string | null | undefined, t: TFunction): string {
  if (json === null || json === undefined) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('list.yes') : t('list.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What one entry changed: the field, then old → new (a delete or an import shows its record). */
export function AuditChange(props: {
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  t: TFunction;
}) {
  const { t } = props;
  return (
    <Space size={6} wrap>
      {props.field && <Typography.Text code>{props.field}</Typography.Text>}
      <Typography.Text delete={props.new_value !== null && props.old_value !== null} type="secondary">
        {auditValueText(props.old_value, t)}
      </Typography.Text>
      <ArrowRightOutlined aria-label={t('audit.becomes')} />
      <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 420 }}>
        {auditValueText(props.new_value, t)}
      </Typography.Text>
    </Space>
  );
}
