import { useCallback } from 'react';
import { Alert, Empty, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { PageSection } from '../../../components/page-section';
import { PageTitle } from '../../../components/page-title';
import { EmployerDashboardDocument } from '../api/employer-dashboard.generated';
import { DashboardChart } from './dashboard-chart';
import type { employerQuotationList } from './employer-quotation-list';
import type { ChartKind, ChartSlice } from './dashboard-chart-config';

/** The quotation list's filter (its query parameter) each chart opens the list with. */
export type DashboardFilter = keyof Pick<
  typeof employerQuotationList.filters,
  'order_status_id' | 'bike_type_id' | 'company_id'
>;

export function dashboardLink(filter: DashboardFilter, slice: ChartSlice): string {
  return `/employersportal/quotations?${new URLSearchParams({ [filter]: String(slice.id) }).toString()}`;
}

function Panel(props: {
  title: string;
  kind: ChartKind;
  filter: DashboardFilter;
  slices: readonly ChartSlice[];
  flex: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filter } = props;
  const open = useCallback(
    (slice: ChartSlice) => void navigate(dashboardLink(filter, slice)),
    [navigate, filter],
  );
  return (
    <div style={{ flex: props.flex, minWidth: 0 }}>
      <PageSection title={props.title}>
        {props.slices.length === 0 ? (
          <Empty description={t('dashboard.empty')} />
        ) : (
          <DashboardChart
            kind={props.kind}
            slices={props.slices}
            label={props.title}
            linkTo={(slice) => dashboardLink(filter, slice)}
            onSelect={open}
          />
        )}
      </PageSection>
    </div>
  );
}

/**
 * /employersportal/dashboard (spec 03 section 2.6): the employer's quotations per order status
 * (bars), bike type and company (pies; the companies pie only for more than one company, the
 * server sends none otherwise). A bar or slice opens the quotation list filtered to it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [{ data, fetching, error }] = useQuery({ query: EmployerDashboardDocument });
  const dashboard = data?.employerDashboard;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {error && <Alert type="error" showIcon title={t('common.somethingWentWrong')} />}
      {fetching && !dashboard && <Spin />}
      {dashboard && (
        <Flex wrap gap={16} align="start">
          <Panel
            title={t('dashboard.statuses')}
            kind="bar"
            filter="order_status_id"
            slices={dashboard.statuses}
            flex="2 1 520px"
          />
          <Panel
            title={t('dashboard.bikeTypes')}
            kind="pie"
            filter="bike_type_id"
            slices={dashboard.bike_types}
            flex="1 1 320px"
          />
          {dashboard.companies && (
            <Panel
              title={t('dashboard.companies')}
              kind="pie"
              filter="company_id"
              slices={dashboard.companies}
              flex="1 1 320px"
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
