import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { PageSpinner } from '../../components/page-spinner';
import { named } from '../../lib/lazy-named';
import { QuotationEmployeeDocument } from '../../features/quotations/api/quotation-employee.generated';

const QuotationOverviewPage = named(() => import('./quotation-overview-page'), 'QuotationOverviewPage');
const EmployeeQuotationsScreen = named(
  () => import('./employee-quotations-screen'),
  'EmployeeQuotationsScreen',
);

/**
 * /quotations/:employeeId/:second is two addresses: spec 01's overview of a quotation of that
 * employee, and spec 02's cards of the employee with the company as the second segment. It is
 * the overview when the second segment is a quotation of that employee the viewer may read;
 * otherwise the employee's cards (never another employee's quotation).
 */
export function QuotationOrCardsRoute() {
  const params = useParams();
  const employeeId = Number(params.employeeId);
  const second = Number(params.quotationId);
  const [{ data, fetching }] = useQuery({
    query: QuotationEmployeeDocument,
    variables: { id: second },
    pause: !Number.isInteger(second),
  });
  if (fetching) return <PageSpinner />;
  const ofEmployee = data?.quotation.employee.id === employeeId;
  return (
    <Suspense fallback={<PageSpinner />}>
      {ofEmployee ? <QuotationOverviewPage /> : <EmployeeQuotationsScreen />}
    </Suspense>
  );
}
