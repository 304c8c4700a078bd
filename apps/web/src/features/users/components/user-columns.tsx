import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDate } from '@spokes/domain/format';
import type { UserKind } from '@spokes/domain/user-management';
import type { UsersQuery } from '../../../generated/graphql';

export type ManagedUser = UsersQuery['users'][number];

type ColumnOptions = {
  t: TFunction;
  kind: UserKind;
  viewerId: number;
  /** Names of the dealers or companies the viewer knows, by id. */
  organisationNames: Map<number, string>;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
};

const FLAGS = [
  { key: 'superUser', label: 'userManagement.superUser', color: 'magenta' },
  { key: 'backoffice', label: 'userManagement.backoffice', color: 'purple' },
  { key: 'admin', label: 'userManagement.admin', color: 'blue' },
  { key: 'isPortaluser', label: 'userManagement.portalUser', color: 'cyan' },
] as const;

const SHOWN_ORGANISATIONS = 3;

/** A user of a whole company tree has many companies: the first few, and the rest on hover. */
function OrganisationTags({ names }: { names: string[] }) {
  const hidden = names.slice(SHOWN_ORGANISATIONS);
  return (
    <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
      {names.slice(0, SHOWN_ORGANISATIONS).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.join(', ')}>
          <Tag>+{hidden.length}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

const fullName = (user: ManagedUser) => `${user.first_name} ${user.last_name}`.trim();

/** The users table: name, e-mail, language, rights, dealers or companies, last sign-in, actions. */
export function userColumns({ t, kind, viewerId, organisationNames, onEdit, onDelete }: ColumnOptions) {
  const columns: ColumnsType<ManagedUser> = [
    {
      key: 'name',
      title: t('userManagement.name'),
      sorter: (a, b) => fullName(a).localeCompare(fullName(b)),
      render: (_, user) => (
        <Space size={4}>
          {fullName(user)}
          {user.id === viewerId && <Tag>{t('userManagement.you')}</Tag>}
        </Space>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('userManagement.email') },
    {
      key: 'language',
      dataIndex: 'language',
      title: t('userManagement.language'),
      width: 80,
      render: (language: string) => language.toUpperCase(),
    },
    {
      key: 'rights',
      title: t('userManagement.rights'),
      render: (_, user) => (
        <Space size={[0, 4]} wrap>
          {FLAGS.filter((flag) => user[flag.key]).map((flag) => (
            <Tag key={flag.key} color={flag.color}>
              {t(flag.label)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'organisations',
      width: 280,
      title: t(kind === 'DEALER' ? 'userManagement.dealers' : 'userManagement.companies'),
      render: (_, user) => (
        <OrganisationTags
          names={(kind === 'DEALER' ? user.dealerIds : user.companyIds).map(
            (id) => organisationNames.get(id) ?? `#${id}`,
          )}
        />
      ),
    },
    {
      key: 'lastSignIn',
      title: t('userManagement.lastSignIn'),
      render: (_, user) =>
        user.login_time ? formatDate(new Date(user.login_time)) : t('userManagement.never'),
    },
    {
      key: 'actions',
      align: 'right',
      // Always in view, also when a long list of companies makes the table scroll sideways.
      fixed: 'right',
      width: 110,
      render: (_, user) => {
        const self = user.id === viewerId;
        return (
          <Space size={0}>
            <Tooltip title={t('userManagement.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('userManagement.edit')} ${user.email}`}
                onClick={() => onEdit(user)}
              />
            </Tooltip>
            <Popconfirm
              title={t('userManagement.delete')}
              description={t('userManagement.deleteConfirm', { name: fullName(user) || user.email })}
              okText={t('userManagement.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('userManagement.cancel')}
              onConfirm={() => onDelete(user)}
              disabled={self}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                // Nobody deletes themselves (spec 02 section 5); the server refuses it too.
                disabled={self}
                aria-label={`${t('userManagement.delete')} ${user.email}`}
              />
            </Popconfirm>
          </Space>
        );
      },
    },
  ];
  return columns;
}
