import { lazy, Suspense, useMemo, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ListTable } from '../../../components/list-table';
import { useListState } from '../../../lib/lists/use-list-state';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { LicensePlateRequestsDocument } from '../api/license-plate-requests.generated';
import { useLicensePlateEdits } from '../hooks/use-license-plate-edits';
import { licensePlateColumns, STATUS_IDS, TYPE_IDS } from './license-plate-columns';
import type { LicensePlateRow } from './license-plate-edits';
import {
  DEFAULT_STATUSES,
  LICENSE_PLATE_DEFAULT_PAGE_SIZE,
  LICENSE_PLATE_PAGE_SIZES,
  licensePlateList,
} from './license-plate-list';

// The modals load when opened: the table alone stays well under the route's 400 kB.
const LicensePlateCommentModal = lazy(() =>
  import('./license-plate-comment-modal').then((module) => ({ default: module.LicensePlateCommentModal })),
);
const LicensePlateEmployeeModal = lazy(() =>
  import('./license-plate-employee-modal').then((module) => ({ default: module.LicensePlateEmployeeModal })),
);

// Only a visitor who is not a super user needs the error screen.
const AuthenticationError = lazy(() =>
  import('./license-plates-auth-error').then((module) => ({ default: module.AuthenticationError })),
);

const MAX_PAGE = 1000;

function LicensePlatesScreen() {
  const { t } = useTranslation();
  const list = useListState(licensePlateList);
  const editor = useLicensePlateEdits();
  const [commentRow, setCommentRow] = useState<LicensePlateRow | null>(null);
  const [employeeRow, setEmployeeRow] = useState<LicensePlateRow | null>(null);
  const [search, setSearch] = useState(list.filters.search ?? '');
  const size = list.filters.size ?? LICENSE_PLATE_DEFAULT_PAGE_SIZE;
  const statuses = list.filters.statuses ?? DEFAULT_STATUSES;
  const context = useMemo(() => ({ additionalTypenames: ['LicensePlateRequest'] }), []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: LicensePlateRequestsDocument,
    variables: {
      page: list.page,
      size,
      sort: list.sort,
      filter: {
        statuses: [...statuses],
        registration_types: list.filters.type ? [Number(list.filters.type)] : null,
        search: list.filters.search,
      },
    },
    context,
  });
  const rows = data?.licensePlateRequests.items ?? [];
  const columns = licensePlateColumns(t, editor, { onComment: setCommentRow, onEmployee: setEmployeeRow });
  const typeColumn = columns.find((column) => column.key === 'license_plate_registration_type_fk');
  if (typeColumn)
    typeColumn.filter = {
      kind: 'choice',
      name: 'type',
      options: TYPE_IDS.map((id) => ({ value: String(id), label: t(`licensePlates.type.${id}`) })),
      label: t('licensePlates.registrationType'),
    };

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={t('licensePlates.loadFailed')} />}
      <ListTable
        title={t('licensePlates.title')}
        list={list}
        columns={columns}
        rows={rows}
        total={data?.licensePlateRequests.total ?? 0}
        pageSize={size}
        maxPage={MAX_PAGE}
        loading={fetching}
        rowKey="id"
        emptyText={t('licensePlates.empty')}
        extra={
          <Space wrap>
            <Select<number[]>
              mode="multiple"
              aria-label={t('licensePlates.statuses')}
              placeholder={t('licensePlates.allStatuses')}
              value={[...statuses]}
              onChange={(picked) =>
                list.setFilter(
                  'statuses',
                  [...picked].sort((a, b) => a - b),
                )
              }
              options={STATUS_IDS.map((id) => ({ value: id, label: t(`licensePlates.status.${id}`) }))}
              style={{ minWidth: 360, maxWidth: 560 }}
              data-testid="license-plate-statuses"
            />
            <Input.Search
              allowClear
              aria-label={t('licensePlates.search')}
              placeholder={t('licensePlates.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onSearch={(value) => list.setFilter('search', value.trim() || null)}
              style={{ width: 300 }}
            />
            <Select<number>
              aria-label={t('licensePlates.pageSize')}
              value={size}
              onChange={(picked) =>
                list.setFilter('size', picked === LICENSE_PLATE_DEFAULT_PAGE_SIZE ? null : picked)
              }
              options={LICENSE_PLATE_PAGE_SIZES.map((option) => ({
                value: option,
                label: `${option} / ${t('licensePlates.pageSize').toLowerCase()}`,
              }))}
              style={{ width: 140 }}
            />
            <Button
              icon={<ReloadOutlined />}
              loading={fetching}
              aria-label={t('outbox.refresh')}
              onClick={() => refetch({ requestPolicy: 'network-only' })}
            />
          </Space>
        }
      />
      <Suspense fallback={null}>
        {commentRow && (
          <LicensePlateCommentModal row={commentRow} editor={editor} onClose={() => setCommentRow(null)} />
        )}
        {employeeRow && <LicensePlateEmployeeModal row={employeeRow} onClose={() => setEmployeeRow(null)} />}
      </Suspense>
    </Flex>
  );
}

/** /license-plates-requests: the super users' licence plate tool. */
export function LicensePlatesPage() {
  const viewer = useViewer();
  if (!isSuperUser(viewer))
    return (
      <Suspense fallback={null}>
        <AuthenticationError />
      </Suspense>
    );
  return <LicensePlatesScreen />;
}
