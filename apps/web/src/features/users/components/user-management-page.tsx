import { Alert, Flex, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { userManagementTabs, type UserKind } from '@spokes/domain/user-management';
import { PageTitle } from '../../../components/page-title';
import { UserAssignablesDocument } from '../api/user-assignables.generated';
import { useUserManager } from '../hooks/use-user-manager';
import { UsersPanel } from './users-panel';

const tabLabel: Record<UserKind, string> = {
  COMPANY: 'userManagement.tabCompany',
  DEALER: 'userManagement.tabDealer',
};

/**
 * /dealer-management and /employersportal/user-management (spec 02 sections 2 and 6): a tab per
 * kind of user the viewer manages; anyone who manages nobody goes home.
 */
export function UserManagementPage() {
  const { t } = useTranslation();
  const manager = useUserManager();
  const { pathname } = useLocation();
  const tabs = userManagementTabs(manager);
  const [{ data, error }] = useQuery({ query: UserAssignablesDocument, pause: tabs.length === 0 });

  if (tabs.length === 0) return <Navigate to="/" replace />;
  // The employer portal opens on its own users, the dealer side on the dealer users.
  const preferred: UserKind = pathname.startsWith('/employersportal') ? 'COMPANY' : 'DEALER';
  const defaultTab = tabs.includes(preferred) ? preferred : tabs[0];

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('userManagement.title')}</PageTitle>
      {error && <Alert type="error" showIcon title={t('userManagement.failed')} />}
      {!data && !error && <Spin />}
      {data && (
        <Tabs
          defaultActiveKey={defaultTab}
          destroyOnHidden
          items={tabs.map((kind) => ({
            key: kind,
            label: t(tabLabel[kind]),
            children: <UsersPanel kind={kind} manager={manager} assignables={data.userAssignables} />,
          }))}
        />
      )}
    </Flex>
  );
}
