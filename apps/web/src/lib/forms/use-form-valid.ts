import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';

/**
 * Whether the form's values pass its rules now, checked again whenever they change, without
 * showing any error: Save stays disabled until the form is valid (STYLE.md "Forms"). `values`
 * is the form's watched values (`Form.useWatch([], form)`); an answer for older values is dropped.
 */
export function useFormValid(form: FormInstance, values: unknown): boolean {
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setValid(true),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);
  return valid;
}
