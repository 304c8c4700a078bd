import { Fragment } from 'react';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Select } from 'antd';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

/** A company quotation field as the dealer's and the employee's forms receive it. */
export type CompanyQuotationField = {
  id: number;
  name: string;
  description?: string | null;
  data_type: string;
  values: readonly string[];
};

type FormField = CompanyQuotationField;

// What Form.Item hands its child (value, onChange, id ...), passed on to the control itself.
type ControlProps = Record<string, unknown>;

/** One company quotation field: TEXT as text, NUMBER as an amount (decimal comma), LIST as a multi-select. */
function FieldControl({ field, ...control }: { field: FormField } & ControlProps) {
  switch (field.data_type) {
    case 'NUMBER':
      return (
        <InputNumber<number>
          {...control}
          min={0}
          step={0.01}
          precision={2}
          decimalSeparator=","
          style={{ width: '100%' }}
        />
      );
    case 'LIST':
      return (
        <Select
          {...control}
          mode="multiple"
          allowClear
          options={field.values.map((value) => ({ value, label: value }))}
        />
      );
    default:
      return <Input {...control} maxLength={INPUT_MAX_LENGTH.freeText} />;
  }
}

/**
 * The company's quotation fields in their index order, each under its name with its description
 * as help: a tooltip on an icon hidden from screen readers (else every field's name would end in
 * the icon's "question-circle"), and the field's accessible description.
 */
export function CompanyQuotationFields({ fields }: { fields: readonly CompanyQuotationField[] }) {
  return fields.map((field) => {
    const helpId = `quotation-field-help-${field.id}`;
    return (
      <Fragment key={field.id}>
        <Form.Item
          name={['fields', String(field.id)]}
          label={field.name}
          tooltip={
            field.description
              ? { title: field.description, icon: <QuestionCircleOutlined aria-hidden /> }
              : undefined
          }
        >
          <FieldControl field={field} aria-describedby={field.description ? helpId : undefined} />
        </Form.Item>
        {field.description && (
          <span id={helpId} hidden>
            {field.description}
          </span>
        )}
      </Fragment>
    );
  });
}
