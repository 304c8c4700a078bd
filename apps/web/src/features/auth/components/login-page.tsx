import { useCallback, useEffect } from 'react';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { useViewerState } from '../../../lib/viewer/viewer-context';
import { forgetRequestedRoute, rememberRequestedRoute, takeRequestedRoute } from '../hooks/requested-route';
import { useSignIn } from '../hooks/use-sign-in';
import { LoginForm } from './login-form';
import { SignInOutcomeAlert } from './sign-in-outcome-alert';

/** /login: e-mail and password; afterwards, the route first asked for (spec 02 section 2). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { state } = useViewerState();
  const { token } = theme.useToken();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const signedOut = state.status === 'anonymous' && state.signedOut;
  // On arrival: keep the route the guard sent us from, or forget an old one after a sign-out.
  useEffect(() => {
    if (from) rememberRequestedRoute(from);
    else if (signedOut) forgetRequestedRoute();
  }, [from, signedOut]);
  const goOn = useCallback(() => navigate(takeRequestedRoute(), { replace: true }), [navigate]);
  const { submit, outcome, submitting } = useSignIn(goOn);

  if (state.status === 'signed-in' && outcome.kind === 'idle') {
    return <Navigate to={typeof from === 'string' ? from : '/'} replace />;
  }

  // Plain elements instead of Card and Typography: they pull in tabs, menus and tooltips that
  // the sign-in page does not need (see STACK.md on keeping it light).
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}
    >
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 400 }}>
        <Flex
          vertical
          gap={20}
          style={{
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Logo />
          <h1
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading3,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {t('login.title')}
          </h1>
          <SignInOutcomeAlert outcome={outcome} />
          <LoginForm submitting={submitting} onSubmit={(credentials) => void submit(credentials)} />
        </Flex>
        <p style={{ margin: 0, textAlign: 'center', color: token.colorTextSecondary }}>
          {t('login.employeeQuestion')}{' '}
          <Link to="/employee-access" style={{ color: token.colorLink }}>
            {t('login.employeeAccess')}
          </Link>
        </p>
      </Flex>
    </Flex>
  );
}
