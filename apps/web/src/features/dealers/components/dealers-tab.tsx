import { useMemo, useState, type Key } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { ListTable } from '../../../components/list-table';
import { useListState } from '../../../lib/lists/use-list-state';
import { SettingsDealersDocument } from '../api/settings-dealers.generated';
import { useDealerMutations } from '../hooks/use-dealer-mutations';
import { dealerColumns, type DealerRow } from './dealer-columns';
import { DEALERS_PAGE_SIZE, dealerList } from './dealer-list';
import { DealerModal } from './dealer-modal';

// An empty page names no SettingsDealer: a new dealer must still refresh the list.
const queryContext = { additionalTypenames: ['SettingsDealer'] };

/**
 * Settings tab "Dealers" (spec 03 section 2.2): the dealers by name, searchable, with the modal
 * for 'Nieuw' and for a name, delete with a confirmation, internal use only saved at once, and
 * the selected rows set active or inactive together.
 */
export function DealersTab() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const list = useListState(dealerList);
  const mutations = useDealerMutations();
  // undefined: closed; null: a new dealer; a row: that dealer.
  const [editing, setEditing] = useState<DealerRow | null | undefined>(undefined);
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }] = useQuery({
    query: SettingsDealersDocument,
    variables: { page: list.page, size: DEALERS_PAGE_SIZE, filter: list.filters, sort: list.sort },
    context,
  });

  const setActive = async (keys: Key[], active: boolean, clear: () => void) => {
    const ids = keys.map(Number).filter((id) => active || id !== BACKOFFICE_DEALER_ID);
    // BACKOFFICE stays active (the server refuses it too): the others go ahead without it.
    if (ids.length < keys.length) void message.warning(t('dealers.backofficeProtected'));
    if (ids.length > 0 && (await mutations.setActive(ids, active))) clear();
  };

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={t('dealers.loadFailed')} />}
      <ListTable
        title={t('settings.dealers')}
        titleLevel={3}
        list={list}
        columns={dealerColumns(t, {
          onEdit: setEditing,
          onDelete: (row) => void mutations.deleteDealer(row.id),
          onInternalUseOnly: (row, value) => void mutations.setInternalUseOnly(row.id, value),
          busy: mutations.busy,
          colors: { success: token.colorSuccess, error: token.colorError },
        })}
        rows={data?.settingsDealers.items ?? []}
        total={data?.settingsDealers.total ?? 0}
        pageSize={DEALERS_PAGE_SIZE}
        loading={fetching}
        rowKey="id"
        emptyText={t('dealers.empty')}
        primaryAction={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('dealers.new')}
          </Button>
        }
        bulkActions={(selected, clear) => (
          <>
            <Button disabled={mutations.busy} onClick={() => void setActive(selected, true, clear)}>
              {t('dealers.setActive')}
            </Button>
            <Button disabled={mutations.busy} onClick={() => void setActive(selected, false, clear)}>
              {t('dealers.setInactive')}
            </Button>
          </>
        )}
      />
      {editing !== undefined && (
        <DealerModal
          dealer={editing}
          saving={mutations.saving}
          onClose={() => setEditing(undefined)}
          onSave={(input) =>
            void (editing ? mutations.updateDealer(editing.id, input) : mutations.createDealer(input)).then(
              (ok) => ok && setEditing(undefined),
            )
          }
        />
      )}
    </Flex>
  );
}
