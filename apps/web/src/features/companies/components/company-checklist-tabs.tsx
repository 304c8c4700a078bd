import { Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_EMPLOYEE_FIELDS } from '@spokes/domain/employee-schema';

type Statute = { id: number; name: string };

/** The Statutes tab: every employee statute, ticked when the company has it. */
export function CompanyStatutesTab({
  statutes,
  value,
  onChange,
}: {
  statutes: readonly Statute[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('companySettings.statutesHint')}</Typography.Text>
      <Checkbox.Group
        value={value}
        onChange={(ids) => onChange([...ids].sort((a, b) => a - b))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={statutes.map((statute) => ({ value: statute.id, label: statute.name }))}
      />
    </Flex>
  );
}

/**
 * The Required fields tab: the optional employee fields this company makes required (title,
 * phone, employee number, national register number, public comment, driving licence date). The
 * employee form and the server's employee check read them (employee_required_fields).
 */
export function CompanyRequiredFieldsTab() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('companySettings.requiredHint')}</Typography.Text>
      <Form.Item name="employee_required_fields" noStyle>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={OPTIONAL_EMPLOYEE_FIELDS.map((field) => ({
            value: field,
            label: t(`companySettings.required.${field}`),
          }))}
        />
      </Form.Item>
    </Flex>
  );
}
