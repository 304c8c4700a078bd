import { useState } from 'react';
import { Alert, Form, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecondFactorKind } from '../../../generated/graphql';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { useEnrolment, type StartValues, type StepResult } from '../hooks/use-enrolment';
import { EnrolmentCodeForm } from './enrolment-code-form';
import { EnrolmentStartForm } from './enrolment-start-form';

type Props = { kind: SecondFactorKind; onClose: () => void; onEnrolled: () => void };

/** Adds an SMS or authenticator-app factor: password (and number), then the first code. */
export function EnrolmentModal({ kind, onClose, onEnrolled }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const enrolment = useEnrolment(kind);
  const [startForm] = Form.useForm<StartValues>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  /** Errors that belong to a field go there; the rest above the form. */
  const showStartError = (result: StepResult) => {
    if (result.ok) return;
    const code = result.error ? errorCode(result.error) : undefined;
    if (code === 'WRONG_CREDENTIALS')
      startForm.setFields([{ name: 'password', errors: [t('myAccount.currentPasswordWrong')] }]);
    else if (code === 'PHONE_INVALID' || code === 'REQUIRED')
      startForm.setFields([{ name: 'phone', errors: [t('errors.phoneInvalid')] }]);
    else setError(result.error ? errorMessage(result.error) : t('common.somethingWentWrong'));
  };

  const start = async (values: StartValues) => {
    setError(null);
    showStartError(await enrolment.start(values));
  };

  const resend = async () => {
    if (enrolment.pending?.kind !== 'SMS') return;
    setError(null);
    setResending(true);
    const result = await enrolment.start(enrolment.pending.start);
    setResending(false);
    if (!result.ok) setError(result.error ? errorMessage(result.error) : t('common.somethingWentWrong'));
  };

  const finish = async (code: string) => {
    setError(null);
    const result = await enrolment.finish(code);
    if (result.ok) {
      onEnrolled();
      return;
    }
    const failure = result.error ? errorCode(result.error) : undefined;
    if (failure === 'CODE_MISMATCH')
      codeForm.setFields([{ name: 'code', errors: [t('errors.codeMismatch')] }]);
    else if (failure === 'SECOND_FACTOR_FAILED') {
      enrolment.restart();
      setError(t('myAccount.enrolmentExpired'));
    } else setError(result.error ? errorMessage(result.error) : t('common.somethingWentWrong'));
  };

  const title = t(kind === 'SMS' ? 'myAccount.addSmsTitle' : 'myAccount.addAuthenticatorTitle');
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      <Steps
        size="small"
        current={enrolment.pending ? 1 : 0}
        items={[
          { title: t(kind === 'SMS' ? 'myAccount.stepPasswordAndPhone' : 'myAccount.stepPassword') },
          { title: t(kind === 'SMS' ? 'myAccount.stepSmsCode' : 'myAccount.stepScan') },
        ]}
        style={{ margin: '16px 0 24px' }}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="enrolment-error"
        />
      )}
      {enrolment.pending ? (
        <EnrolmentCodeForm
          pending={enrolment.pending}
          form={codeForm}
          submitting={enrolment.confirming}
          resending={resending}
          onSubmit={(code) => void finish(code)}
          onResend={() => void resend()}
        />
      ) : (
        <EnrolmentStartForm
          kind={kind}
          form={startForm}
          submitting={enrolment.starting}
          onSubmit={(values) => void start(values)}
        />
      )}
    </Modal>
  );
}
