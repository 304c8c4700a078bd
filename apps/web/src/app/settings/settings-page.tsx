import { Suspense } from 'react';
import { Flex, Grid, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useViewer } from '../../lib/viewer/viewer-context';
import { settingsTabs } from './settings-tabs';

/**
 * /settings/:tab: the tabs the viewer may see; only the open one is loaded. The tab is in the
 * path so that each tab's list state owns the query string.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { tab } = useParams();
  const screens = Grid.useBreakpoint();
  const tabs = settingsTabs.filter((candidate) => candidate.allowed(viewer));
  const active = tabs.find((candidate) => candidate.key === tab);
  if (!active)
    return tabs[0] ? <Navigate to={`/settings/${tabs[0].key}`} replace /> : <Navigate to="/" replace />;

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        // Seventeen tabs do not fit in a row on a laptop: Ant Design would fold the rest into a
        // "more" menu that hides them and fails axe (aria-required-children). A column to the left
        // shows them all; a phone keeps the row, which scrolls.
        tabPosition={screens.lg ? 'left' : 'top'}
        tabBarGutter={0}
        onChange={(key) => void navigate(`/settings/${key}`)}
        items={tabs.map(({ key, labelKey, component: Tab }) => ({
          key,
          label: t(labelKey),
          children:
            key === active.key ? (
              <Suspense fallback={<Spin />}>
                <Tab />
              </Suspense>
            ) : null,
        }))}
      />
    </Flex>
  );
}
