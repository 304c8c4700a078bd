import { ReloadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { theme } from '../lib/theme';

/**
 * Shown when the server cannot be reached at start. The strings may not have loaded either,
 * so the title is only shown when it is known and the button carries an icon.
 */
export function BootError() {
  const { t, i18n } = useTranslation();
  const title = i18n.exists('common.somethingWentWrong') ? t('common.somethingWentWrong') : undefined;
  // Shown by the language provider, outside the routes' Ant Design root: it brings its own theme.
  return (
    <ConfigProvider theme={theme}>
      <Result
        status="500"
        title={title}
        extra={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            aria-label={i18n.exists('common.retry') ? t('common.retry') : undefined}
            onClick={() => window.location.reload()}
          >
            {i18n.exists('common.retry') ? t('common.retry') : null}
          </Button>
        }
      />
    </ConfigProvider>
  );
}
