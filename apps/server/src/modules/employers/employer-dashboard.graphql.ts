import { builder } from '../../graphql/builder';
import { getEmployerDashboard, type DashboardSlice, type EmployerDashboard } from './employer-dashboard';

const DashboardSliceRef = builder.objectRef<DashboardSlice>('DashboardSlice').implement({
  description:
    'A bar or slice of the employer dashboard: an order status, bike type or company and its quotations.',
  fields: (t) => ({
    id: t.exposeInt('id', {
      description: 'The order status, bike type or company id (the list filter it opens).',
    }),
    name: t.exposeString('name'),
    count: t.exposeInt('count'),
  }),
});

const EmployerDashboardRef = builder.objectRef<EmployerDashboard>('EmployerDashboard').implement({
  description:
    "The employers portal's dashboard: the viewer's quotations (NEW and TESTPURPOSES never) per order status, bike type and company.",
  fields: (t) => ({
    statuses: t.field({ type: [DashboardSliceRef], resolve: (dashboard) => dashboard.statuses }),
    bike_types: t.field({ type: [DashboardSliceRef], resolve: (dashboard) => dashboard.bike_types }),
    companies: t.field({
      type: [DashboardSliceRef],
      nullable: true,
      description: 'null when the viewer has one company only: the companies pie is not shown.',
      resolve: (dashboard) => dashboard.companies,
    }),
  }),
});

builder.queryField('employerDashboard', (t) =>
  t.field({
    type: EmployerDashboardRef,
    description:
      "The employer's companies and those below them; super users every company. Dealers are refused.",
    authScopes: { employer: true },
    resolve: (_root, _args, ctx) => getEmployerDashboard(ctx.db, ctx.viewer!),
  }),
);
