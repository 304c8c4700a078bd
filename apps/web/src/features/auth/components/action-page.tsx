import { Navigate, useSearchParams } from 'react-router';
import { ResetPasswordView } from './reset-password-view';
import { RevertSecondFactorView } from './revert-second-factor-view';

/** /action?mode=…&oobCode=…: the page the mailed links open (spec 02 section 2). */
export function ActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (code && mode === 'resetPassword') return <ResetPasswordView code={code} />;
  if (code && mode === 'revertSecondFactorAddition') return <RevertSecondFactorView code={code} />;
  // Any other mode, or a link without its code (spec 02 section 2).
  return <Navigate to="/" replace />;
}
