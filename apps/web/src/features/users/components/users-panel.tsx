import { lazy, Suspense, useMemo, useState } from 'react';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { UserKind, UserManager } from '@spokes/domain/user-management';
import { type UserAssignablesQuery, type UserCreateInput } from '../../../generated/graphql';
import { UsersDocument } from '../api/users.generated';
import { useUserMutations } from '../hooks/use-user-mutations';
import { userColumns, type ManagedUser } from './user-columns';
import type { UserFormValues } from './user-form-drawer';

// The form, with the phone check's libphonenumber metadata, loads when a user is opened: the list
// alone stays under the 400 kB a route may load (issue 7).
const UserFormDrawer = lazy(() =>
  import('./user-form-drawer').then((module) => ({ default: module.UserFormDrawer })),
);

type Props = {
  kind: UserKind;
  manager: UserManager;
  assignables: UserAssignablesQuery['userAssignables'];
};

type Editing = { user: ManagedUser | null } | null;

const queryContext = { additionalTypenames: ['User'] };

function matches(user: ManagedUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(needle);
}

/** One tab: the dealer users or the company users the viewer manages, with their form. */
export function UsersPanel({ kind, manager, assignables }: Props) {
  const { t } = useTranslation();
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }] = useQuery({ query: UsersDocument, variables: { kind }, context });
  const { busy, createUser, updateUser, deleteUser } = useUserMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [search, setSearch] = useState('');

  const organisationNames = useMemo(
    () =>
      new Map((kind === 'DEALER' ? assignables.dealers : assignables.companies).map((o) => [o.id, o.name])),
    [kind, assignables],
  );
  const columns = userColumns({
    t,
    kind,
    viewerId: manager.userId,
    organisationNames,
    onEdit: (user) => setEditing({ user }),
    onDelete: (user) => void deleteUser(user.id),
  });
  const users = (data?.users ?? []).filter((user) => matches(user, search));

  const save = async (values: UserFormValues) => {
    const saved = editing?.user
      ? await updateUser(editing.user.id, values)
      : await createUser(values satisfies UserCreateInput);
    if (saved) setEditing(null);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" gap={12} wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('userManagement.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
          {t('userManagement.addUser')}
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={t('userManagement.failed')} />}
      <Table<ManagedUser>
        rowKey="id"
        size="middle"
        loading={fetching}
        columns={columns}
        dataSource={users}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('userManagement.empty') }}
        scroll={{ x: 'max-content' }}
      />
      {editing && (
        <Suspense fallback={null}>
          <UserFormDrawer
            kind={kind}
            manager={manager}
            assignables={assignables}
            user={editing.user}
            saving={busy}
            onSave={(values) => void save(values)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
