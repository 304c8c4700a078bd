import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { RevertSecondFactorAdditionDocument } from '../api/revert-second-factor-addition.generated';
import { useViewerState } from '../../../lib/viewer/viewer-context';

export type RevertOutcome = 'idle' | 'done' | 'failed';

/**
 * Switches off the factor of a "second factor added" link. The server also ends every session
 * of the account, so the viewer is asked again: this browser may have been signed in.
 */
export function useRevertSecondFactor(code: string) {
  const [{ fetching }, revert] = useMutation(RevertSecondFactorAdditionDocument);
  const { refresh } = useViewerState();
  const [outcome, setOutcome] = useState<RevertOutcome>('idle');

  const submit = useCallback(async () => {
    const result = await revert({ code });
    if (!result.data?.revertSecondFactorAddition) {
      setOutcome('failed');
      return;
    }
    await refresh();
    setOutcome('done');
  }, [code, revert, refresh]);

  return { submit, outcome, submitting: fetching };
}
