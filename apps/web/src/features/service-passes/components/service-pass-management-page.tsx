import { Suspense, useEffect, useMemo, useState, type Key } from 'react';
import {
  DownloadOutlined,
  PlusOutlined,
  RollbackOutlined,
  SaveOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ListTable } from '../../../components/list-table';
import type { ServicePassFilter } from '../../../generated/graphql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { named } from '../../../lib/lazy-named';
import { useListState } from '../../../lib/lists/use-list-state';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { ServicePassDealersDocument } from '../api/service-pass-dealers.generated';
import { ServicePassesByPackDocument } from '../api/service-passes-by-pack.generated';
import { ServicePassesDocument } from '../api/service-passes.generated';
import { UpdateServicePassesDocument } from '../api/update-service-passes.generated';
import { loadServicePassCells, servicePassColumns } from './service-pass-columns';
import { useServicePassEdits, type ServicePassRow } from './service-pass-edits';
import { downloadServicePasses } from './service-pass-export';
import { SERVICE_PASS_PAGE_SIZE, servicePassList } from './service-pass-list';

// The dialogs load when opened: the table alone stays well under the route's 400 kB.
const AddServicePassesModal = named(() => import('./add-service-passes-modal'), 'AddServicePassesModal');
const AssignDealerModal = named(() => import('./assign-dealer-modal'), 'AssignDealerModal');
const ServicePassDetailsModal = named(
  () => import('./service-pass-details-modal'),
  'ServicePassDetailsModal',
);
const ServicePassTransactionsModal = named(
  () => import('./service-pass-transactions-modal'),
  'ServicePassTransactionsModal',
);

/** The spec's update failure toast stays 10 s (spec 03 section 8). */
const UPDATE_ERROR_SECONDS = 10;
const queryContext = { additionalTypenames: ['ServicePass'] };

type Dialog =
  | { kind: 'add' }
  | { kind: 'assign'; ids: number[]; done: () => void }
  | { kind: 'details'; row: ServicePassRow }
  | { kind: 'transactions'; row: ServicePassRow };

function ServicePassManagement() {
  const { t } = useTranslation();
  useEffect(() => {
    void loadServicePassCells();
  }, []);
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const list = useListState(servicePassList);
  const { edits, edit, forget, changes } = useServicePassEdits();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [followersOf, setFollowersOf] = useState<ServicePassRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const context = useMemo(() => queryContext, []);
  const filter: ServicePassFilter = list.filters;
  const [{ data, error, fetching }] = useQuery({
    query: ServicePassesDocument,
    variables: { page: list.page, filter, sort: list.sort },
    context,
  });
  const [{ data: pack, fetching: packFetching }] = useQuery({
    query: ServicePassesByPackDocument,
    variables: { id: followersOf?.id ?? 0 },
    pause: !followersOf,
    context,
  });
  const [{ data: dealerData }] = useQuery({ query: ServicePassDealersDocument });
  const [{ fetching: saving }, update] = useMutation(UpdateServicePassesDocument);

  const save = async (ids?: number[]) => {
    const rows = changes(ids);
    if (rows.length === 0) return;
    const result = await update({ changes: rows });
    if (result.error) {
      void message.error({
        content: t('errors.servicePassUpdateFailed', { message: errorMessage(result.error) }),
        duration: UPDATE_ERROR_SECONDS,
      });
      return;
    }
    forget(rows.map((row) => row.id));
    void message.success(t('servicePasses.saved'));
  };

  const columns = servicePassColumns(t, {
    edits,
    dealers: dealerData?.dealers ?? [],
    edit,
    save: (id) => void save([id]),
    saving,
    openDetails: (row) => setDialog({ kind: 'details', row }),
    openTransactions: (row) => setDialog({ kind: 'transactions', row }),
    showFollowers: setFollowersOf,
  });
  const changedCount = Object.keys(edits).length;
  const inFollowers = followersOf !== null;
  const rows = inFollowers ? (pack?.servicePassesByPack.items ?? []) : (data?.servicePasses.items ?? []);

  const runExport = async () => {
    setExporting(true);
    try {
      await downloadServicePasses(filter, `${t('servicePasses.exportFileName')}.csv`);
    } catch {
      void message.error(t('errors.somethingWentWrong'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {inFollowers && pack && !pack.servicePassesByPack.in_pack && (
        <Alert type="info" showIcon title={t('servicePasses.noPack')} data-testid="no-pack" />
      )}
      <ListTable
        title={
          inFollowers && pack?.servicePassesByPack.first_in_pack
            ? t('servicePasses.packOf', { barcode: pack.servicePassesByPack.first_in_pack })
            : t('servicePasses.title')
        }
        list={list}
        columns={columns}
        rows={rows}
        total={inFollowers ? rows.length : (data?.servicePasses.total ?? 0)}
        pageSize={SERVICE_PASS_PAGE_SIZE}
        loading={inFollowers ? packFetching : fetching}
        rowKey="id"
        emptyText={t('servicePasses.empty')}
        bulkActions={(selected: Key[], clear) => (
          <Button
            icon={<ShopOutlined />}
            onClick={() => setDialog({ kind: 'assign', ids: selected.map(Number), done: clear })}
          >
            {t('servicePasses.assignDealer')}
          </Button>
        )}
        extra={
          <>
            {inFollowers && (
              <Button icon={<RollbackOutlined />} onClick={() => setFollowersOf(null)}>
                {t('servicePasses.backToList')}
              </Button>
            )}
            <Button
              icon={<SaveOutlined />}
              disabled={changedCount === 0}
              loading={saving}
              onClick={() => void save()}
            >
              {t('servicePasses.saveChanged', { count: changedCount })}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
              {t('servicePasses.exportCsv')}
            </Button>
          </>
        }
        primaryAction={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {t('servicePasses.addPasses')}
          </Button>
        }
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <AddServicePassesModal onClose={() => setDialog(null)} />}
        {dialog?.kind === 'assign' && (
          <AssignDealerModal
            ids={dialog.ids}
            dealers={dealerData?.dealers ?? []}
            onClose={(assigned) => {
              if (assigned) dialog.done();
              setDialog(null);
            }}
          />
        )}
        {dialog?.kind === 'details' && (
          <ServicePassDetailsModal pass={dialog.row} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'transactions' && (
          <ServicePassTransactionsModal pass={dialog.row} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Flex>
  );
}

/** /service-pass-management: prepaid service passes, for super users; anyone else goes home. */
export function ServicePassManagementPage() {
  const viewer = useViewer();
  if (!isSuperUser(viewer)) return <Navigate to="/" replace />;
  return <ServicePassManagement />;
}
