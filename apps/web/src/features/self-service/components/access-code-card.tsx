import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { sanitizeAccessCode } from '@spokes/domain/access-code';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { SelfServiceFormDocument } from '../api/self-service-form.generated';
import type { SelfServiceFormData } from './self-service-model';

/**
 * Step 1 (spec 03 section 2.5): the access code; Enter or "Valideer" submits. An empty code is
 * refused here, a wrong one by the server; either way the employee stays on this step.
 */
export function AccessCodeCard({
  onOpened,
}: {
  onOpened: (code: string, form: SelfServiceFormData) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const errorMessage = useErrorMessage();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function open({ code }: { code: string }) {
    setChecking(true);
    setRefusal(null);
    const answer = await client
      .query(SelfServiceFormDocument, { code: sanitizeAccessCode(code) }, { requestPolicy: 'network-only' })
      .toPromise();
    setChecking(false);
    if (answer.data) onOpened(sanitizeAccessCode(code), answer.data.selfServiceForm);
    else if (answer.error) setRefusal(errorMessage(answer.error));
  }

  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => void open(values)}>
      <Form.Item
        name="code"
        label={t('selfService.accessCode')}
        extra={t('selfService.intro')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (sanitizeAccessCode(value ?? '') === '') throw new Error(t('errors.accessCodeRequired'));
            },
          },
        ]}
        validateTrigger="onSubmit"
      >
        <Input autoFocus autoComplete="off" autoCapitalize="characters" spellCheck={false} size="large" />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={checking} size="large" block>
        {t('selfService.validate')}
      </Button>
    </Form>
  );
}
