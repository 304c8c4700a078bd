import { Suspense, useEffect, useState } from 'react';
import { Alert, App, Flex, Select, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { PageTitle } from '../../../components/page-title';
import { useChosenDealer } from '../../../lib/dealer-selection';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { named } from '../../../lib/lazy-named';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { CreateQuotationDocument } from '../api/create-quotation.generated';
import { DealerChoicesDocument } from '../api/dealer-choices.generated';
import { QuotationFormDocument } from '../api/quotation-form.generated';
import { newQuotationInput, type NewQuotationValues, type QuotationFormData } from './new-quotation';

// The form and its result card are fetched beside the form's data, which the page waits for anyway.
const loadForm = () => import('./new-quotation-form');
const NewQuotationForm = named(loadForm, 'NewQuotationForm');

/** A super user's choice of the quotation's dealer (every dealer but the back office). */
function DealerChoice({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: DealerChoicesDocument });
  const options = (data?.dealers ?? [])
    .filter((dealer) => dealer.id !== BACKOFFICE_DEALER_ID)
    .map((dealer) => ({ value: dealer.id, label: dealer.name }));
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={options}
      onChange={onChange}
      placeholder={t('newQuotation.chooseDealer')}
      aria-label={t('newQuotation.dealer')}
      style={{ width: 280 }}
    />
  );
}

/**
 * /quotations/:employeeId/new (spec 02 section 5): the dealer is the one chosen in the top bar;
 * a super user picks one here. After saving, the employee's quotation cards open with the new
 * one highlighted, and a warning of the calculation (outside the investment limits) is shown.
 */
export function NewQuotationPage() {
  const { t } = useTranslation();
  const { notification, message } = App.useApp();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  useEffect(() => {
    void loadForm();
  }, []);
  const viewer = useViewer();
  const employeeId = Number(useParams().employeeId);
  const [chosenDealer] = useChosenDealer(viewer.dealers);
  const [pickedDealer, setPickedDealer] = useState<number | null>(null);
  // The top bar's dealer is the default; the back office itself is no quotation's dealer.
  const topBarDealer = chosenDealer && chosenDealer.id !== BACKOFFICE_DEALER_ID ? chosenDealer.id : null;
  const dealerId = pickedDealer ?? topBarDealer;
  const [{ data, error, fetching }] = useQuery({
    query: QuotationFormDocument,
    variables: { employee_id: employeeId, dealer_id: dealerId ?? 0 },
    pause: dealerId === null || !Number.isInteger(employeeId),
    requestPolicy: 'network-only',
  });
  const [{ fetching: saving }, createQuotation] = useMutation(CreateQuotationDocument);

  async function save(form: QuotationFormData, values: NewQuotationValues) {
    const result = await createQuotation({ input: newQuotationInput(form, values) });
    if (result.error || !result.data) {
      void message.error(result.error ? errorMessage(result.error) : t('common.somethingWentWrong'));
      return;
    }
    const created = result.data.createQuotation;
    void message.success(t('newQuotation.saved', { number: created.quotation_number }));
    if (created.warning_message) notification.warning({ title: created.warning_message });
    await navigate(`/quotations/${employeeId}/${form.employee.company_id}/${created.id}`);
  }

  const form = data?.quotationForm;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <PageTitle>
          {form ? t('newQuotation.title', { name: form.employee.name }) : t('newQuotation.pageTitle')}
        </PageTitle>
        {viewer.superUser && <DealerChoice value={dealerId} onChange={setPickedDealer} />}
      </Flex>
      {form && (
        <Typography.Text type="secondary">
          {form.employee.company_name} · {t('newQuotation.dealer')}: {form.dealer.name}
        </Typography.Text>
      )}
      {dealerId === null && <Alert type="info" showIcon title={t('newQuotation.chooseDealer')} />}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {fetching && !form && <Spin />}
      {form && (
        <Suspense fallback={<Spin />}>
          <NewQuotationForm
            key={form.dealer.id}
            form={form}
            saving={saving}
            onSave={(values) => void save(form, values)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
