import { Suspense, useEffect, useState } from 'react';
import { App, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { isLanguageCode } from '@spokes/domain/codes';
import type { LeaseFigures } from '../../../components/lease-result';
import { Logo } from '../../../components/logo';
import { LanguageSwitch } from '../../../components/language-switch';
import { useLanguage } from '../../../lib/i18n/language-context';
import { named } from '../../../lib/lazy-named';
import { PageSpinner } from '../../../components/page-spinner';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import type { SelfServiceRequestInput } from '../../../generated/graphql';
import { SelfServiceCalculationDocument } from '../api/self-service-calculation.generated';
import { AccessCodeCard } from './access-code-card';
import {
  initialSelfServiceValues,
  selfServiceRequest,
  type SelfServiceFormData,
  type SelfServiceValues,
} from './self-service-model';
import { SimulationResult } from './simulation-result';

// The form brings the domain's checks (phone numbers, zod): loaded behind the code box, which a
// phone shows at once, and fetched while the employee types the code.
const loadForm = () => import('./self-service-form');
const SelfServiceForm = named(loadForm, 'SelfServiceForm');

type Opened = { code: string; form: SelfServiceFormData; values: SelfServiceValues };
type Computed = { request: SelfServiceRequestInput; result: LeaseFigures };

/**
 * /employee-access (spec 03 section 2.5, no sign-in): access code, then the form, then the
 * result; a wrong code stays on the first step. The page turns to the company's language once
 * the code is known, and the employee may switch. Nothing is stored.
 */
export function EmployeeAccessPage() {
  // Ant Design's App gives the steps `App.useApp()` for their messages.
  return (
    <App component={false}>
      <SelfServiceSteps />
    </App>
  );
}

function SelfServiceSteps() {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const errorMessage = useErrorMessage();
  const { changeLanguage } = useLanguage();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [computed, setComputed] = useState<Computed | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    void loadForm();
  }, []);

  const companyLanguage = opened?.form.company_language;
  useEffect(() => {
    if (companyLanguage && isLanguageCode(companyLanguage))
      void changeLanguage(companyLanguage).catch(() => undefined);
  }, [companyLanguage, changeLanguage]);

  async function calculate(values: SelfServiceValues) {
    if (!opened) return;
    setOpened({ ...opened, values });
    const request = selfServiceRequest(opened.form, values);
    setCalculating(true);
    setRefusal(null);
    const answer = await client
      .query(
        SelfServiceCalculationDocument,
        { code: opened.code, language: i18n.language, input: request },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setCalculating(false);
    if (answer.data) setComputed({ request, result: answer.data.selfServiceCalculation });
    else if (answer.error) setRefusal(errorMessage(answer.error));
  }

  const dealerName =
    opened?.form.dealers.find((dealer) => dealer.id === computed?.request.dealer_fk)?.name ?? '';
  return (
    <main style={{ padding: '24px 12px', maxWidth: 760, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Logo />
        <LanguageSwitch />
      </Flex>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {opened ? opened.form.company_name : t('selfService.title')}
      </Typography.Title>
      {!opened && (
        <Card>
          <AccessCodeCard
            onOpened={(code, form) => setOpened({ code, form, values: initialSelfServiceValues(form) })}
          />
        </Card>
      )}
      {opened && !computed && (
        <Card>
          <Suspense fallback={<PageSpinner />}>
            <SelfServiceForm
              form={opened.form}
              values={opened.values}
              calculating={calculating}
              refusal={refusal}
              onCalculate={(values) => void calculate(values)}
            />
          </Suspense>
        </Card>
      )}
      {opened && computed && (
        <SimulationResult
          code={opened.code}
          request={computed.request}
          dealerName={dealerName}
          result={computed.result}
          onEdit={() => setComputed(null)}
        />
      )}
      <Flex justify="center" gap={16} style={{ marginTop: 24 }}>
        {opened && (
          <Typography.Link
            onClick={() => {
              setOpened(null);
              setComputed(null);
            }}
          >
            {t('selfService.otherCode')}
          </Typography.Link>
        )}
        <Typography.Link href="/login" onClick={(event) => (event.preventDefault(), void navigate('/login'))}>
          {t('selfService.backToLogin')}
        </Typography.Link>
      </Flex>
    </main>
  );
}
