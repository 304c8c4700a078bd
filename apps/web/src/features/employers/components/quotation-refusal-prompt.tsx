import { useState } from 'react';
import { App, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { RefuseEmployerQuotationDocument } from '../api/employer-quotation-edits.generated';
import { employerQuotationChanged } from '../hooks/use-quotation-detail-edits';

type Props = { quotation: { id: number; quotation_number: string }; onClose: () => void };

/**
 * The refusal prompt (spec 03 section 2.6) with its text area: a refusal needs a reason
 * (REFUSAL_REASON_REQUIRED, checked by the server too), which goes to the deal and the dealer.
 */
export function QuotationRefusalPrompt({ quotation, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [{ fetching }, refuse] = useMutation(RefuseEmployerQuotationDocument);
  const missingReason = text.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missingReason) return;
    const { error } = await refuse({ id: quotation.id, reason: text }, employerQuotationChanged);
    if (error) {
      void message.error(errorText(error));
      return;
    }
    void message.success(t('employerQuotation.refused'));
    onClose();
  };

  const label = t('employerQuotation.reason');
  return (
    <Modal
      open
      title={t('employerQuotation.refuseTitle', { number: quotation.quotation_number })}
      okText={t('employerQuotation.refuse')}
      okButtonProps={{ danger: true, disabled: missingReason, loading: fetching }}
      cancelText={t('employerQuotation.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Text>{label}</Typography.Text>
      <Input.TextArea
        aria-label={label}
        autoFocus
        rows={4}
        maxLength={INPUT_MAX_LENGTH.freeText}
        value={text}
        status={touched && missingReason ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {touched && missingReason && (
        <Typography.Text type="danger">{t(errorTranslationKey('REFUSAL_REASON_REQUIRED'))}</Typography.Text>
      )}
    </Modal>
  );
}
