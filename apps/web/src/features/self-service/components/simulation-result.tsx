import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { LeaseResultTable, type LeaseFigures } from '../../../components/lease-result';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import type { SelfServiceRequestInput } from '../../../generated/graphql';
import { SendSelfServiceCalculationDocument } from '../api/send-self-service-calculation.generated';

type Props = {
  code: string;
  request: SelfServiceRequestInput;
  dealerName: string;
  result: LeaseFigures;
  onEdit: () => void;
};

/**
 * Step 3 (spec 03 section 2.5): the amounts, not stored, and the simulation mailed to the employee
 * and/or the dealer (sendToEmployee, sendToDealer). A failed send stays on screen with its reason.
 */
export function SimulationResult({ code, request, dealerName, result, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [toEmployee, setToEmployee] = useState(true);
  const [toDealer, setToDealer] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setFailure(null);
    const answer = await client
      .mutation(SendSelfServiceCalculationDocument, {
        code,
        language: i18n.language,
        input: request,
        employee: toEmployee,
        dealer: toDealer,
      })
      .toPromise();
    setSending(false);
    if (answer.error) setFailure(errorMessage(answer.error));
    else void message.success(t('selfService.mailSent'));
  }

  return (
    <Flex vertical gap={16}>
      <Card title={t('newQuotation.result')} data-testid="quotation-result">
        <LeaseResultTable result={result} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('selfService.notStored')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('selfService.sendTitle')}>
        <Flex vertical gap={8}>
          <Checkbox checked={toEmployee} onChange={(event) => setToEmployee(event.target.checked)}>
            {t('selfService.sendToEmployee', { email: request.email })}
          </Checkbox>
          <Checkbox checked={toDealer} onChange={(event) => setToDealer(event.target.checked)}>
            {t('selfService.sendToDealer', { dealer: dealerName })}
          </Checkbox>
          {failure && (
            // Persistent, as the spec says: the employee reads why before trying again.
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('selfService.mailFailed')}
              description={failure}
            />
          )}
          <Button
            type="primary"
            icon={<MailOutlined />}
            loading={sending}
            disabled={!toEmployee && !toDealer}
            onClick={() => void send()}
          >
            {t('selfService.send')}
          </Button>
        </Flex>
      </Card>
      <Button onClick={onEdit} block>
        {t('selfService.edit')}
      </Button>
    </Flex>
  );
}
