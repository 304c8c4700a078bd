import { useCallback, useState } from 'react';
import type { CombinedError } from '@urql/core';
import { useMutation } from 'urql';
import { type SecondFactorKind } from '../../../generated/graphql';
import { ConfirmSecondFactorEnrolmentDocument } from '../api/confirm-second-factor-enrolment.generated';
import { StartSmsSecondFactorEnrolmentDocument } from '../api/start-sms-second-factor-enrolment.generated';
import { StartTotpSecondFactorEnrolmentDocument } from '../api/start-totp-second-factor-enrolment.generated';

export type StartValues = { password: string; phone?: string };

/** What the second step shows: the number the SMS went to, or the QR code and secret. */
export type Pending =
  | { kind: 'SMS'; factorId: number; phone: string; start: StartValues }
  | { kind: 'TOTP'; factorId: number; secret: string; qrCodeDataUrl: string };

export type StepResult = { ok: true } | { ok: false; error: CombinedError | undefined };

/**
 * Enrolment of a second factor in two steps, as the server wants them: the password again (and
 * for SMS the phone number, which receives the code), then the first code.
 */
export function useEnrolment(kind: SecondFactorKind) {
  const [smsResult, startSms] = useMutation(StartSmsSecondFactorEnrolmentDocument);
  const [totpResult, startTotp] = useMutation(StartTotpSecondFactorEnrolmentDocument);
  const [confirmResult, confirm] = useMutation(ConfirmSecondFactorEnrolmentDocument);
  const [pending, setPending] = useState<Pending | null>(null);

  const start = useCallback(
    async (values: StartValues): Promise<StepResult> => {
      if (kind === 'SMS') {
        const result = await startSms({ password: values.password, phone: values.phone ?? '' });
        const started = result.data?.startSmsSecondFactorEnrolment;
        if (!started) return { ok: false, error: result.error };
        setPending({ kind, factorId: started.factor_id, phone: started.phone, start: values });
        return { ok: true };
      }
      const result = await startTotp({ password: values.password });
      const started = result.data?.startTotpSecondFactorEnrolment;
      if (!started) return { ok: false, error: result.error };
      setPending({
        kind,
        factorId: started.factor_id,
        secret: started.secret,
        qrCodeDataUrl: started.qr_code_data_url,
      });
      return { ok: true };
    },
    [kind, startSms, startTotp],
  );

  const finish = useCallback(
    async (code: string): Promise<StepResult> => {
      if (!pending) return { ok: false, error: undefined };
      const result = await confirm({ factor_id: pending.factorId, code: code.trim() });
      return result.data ? { ok: true } : { ok: false, error: result.error };
    },
    [confirm, pending],
  );

  const restart = useCallback(() => setPending(null), []);

  return {
    pending,
    start,
    finish,
    restart,
    starting: smsResult.fetching || totpResult.fetching,
    confirming: confirmResult.fetching,
  };
}
