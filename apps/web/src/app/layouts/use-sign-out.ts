import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewerState } from '../../lib/viewer/viewer-context';

/** Signs out; the sign-in guard then shows /login. */
export function useSignOut() {
  const { signOut } = useViewerState();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(() => {
    signOut().catch(() => message.error(t('common.somethingWentWrong')));
  }, [signOut, message, t]);
}
