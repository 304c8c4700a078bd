import { useMemo, useState } from 'react';
import { Alert, App, Button, Col, Flex, Row, Skeleton } from 'antd';
import { SheetPanel } from './sheet-panel';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { sameSheetParameters } from '@spokes/domain/calculation-sheets';
import { PageTitle } from '../../../components/page-title';
import type { SheetStateFieldsFragment } from '../../../generated/graphql';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { TOAST_SECONDS } from '../../../lib/toast';
import { CompanySheetStateDocument } from '../api/company-sheet-state.generated';
import { UpdateCalculationSheetDocument } from '../api/update-calculation-sheet.generated';
import { CompanySheetSection } from './company-sheet-section';
import { SheetForm } from './sheet-form';
import { checkSheet, sheetInput, valuesOfParameters, type SheetFormValues } from './sheet-form-model';
import { SheetPreviewPanel } from './sheet-preview-panel';

/**
 * /settings/companies/:companyId/calculation-sheet (super users): a company's calculation sheet,
 * edited in the app, with a live preview of a sample quotation before and after the change.
 * Reached from the company modal's General tab (Bedrijven).
 */
export function CalculationSheetPage() {
  const { t } = useTranslation();
  const params = useParams();
  const companyId = params.companyId ? Number(params.companyId) : null;
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CompanySheetStateDocument,
    variables: { company_id: companyId ?? 0 },
    pause: companyId === null,
    requestPolicy: 'cache-and-network',
  });
  const state = data?.companySheetState;

  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {state
          ? t('calculationSheet.pageTitle', { company: state.company.name })
          : t('calculationSheet.title')}
      </PageTitle>
      {error && !state && <Alert type="error" showIcon title={t('calculationSheet.loadFailed')} />}
      {companyId !== null && !state && fetching && <Skeleton active />}
      {companyId !== null && state && (
        <>
          <SheetPanel>
            <CompanySheetSection companyId={companyId} hideLink />
          </SheetPanel>
          {!state.own && <Alert type="info" showIcon title={t('calculationSheet.notOwnHint')} />}
          {state.parameters && (
            <SheetEditor
              // A saved or reloaded sheet starts the form over from what the server holds.
              key={`${state.company_id}-${state.sheet_id}-${state.version}-${state.own}`}
              state={state}
              onReload={() => reexecute({ requestPolicy: 'network-only' })}
            />
          )}
        </>
      )}
    </Flex>
  );
}

function SheetEditor({ state, onReload }: { state: SheetStateFieldsFragment; onReload: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const initial = useMemo(
    () => valuesOfParameters(state.parameters!, state.statutes),
    [state.parameters, state.statutes],
  );
  const [values, setValues] = useState<SheetFormValues>(initial);
  const [stale, setStale] = useState<string | null>(null);
  const [{ fetching: saving }, executeUpdate] = useMutation(UpdateCalculationSheetDocument);
  const check = checkSheet(values);
  const original = useMemo(() => checkSheet(initial).sheet, [initial]);
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const savable =
    state.own && check.ok && changed && !(original && sameSheetParameters(original, check.sheet));

  useLeaveGuard(changed, (leave) =>
    modal.confirm({
      title: t('calculationSheet.discardTitle'),
      content: t('calculationSheet.discardText'),
      okText: t('calculationSheet.discard'),
      cancelText: t('calculationSheet.stay'),
      onOk: leave,
    }),
  );

  const save = async () => {
    if (!check.ok || state.version === null) return;
    const result = await executeUpdate({
      company_id: state.company_id,
      version: state.version,
      parameters: sheetInput(check.sheet),
    });
    if (result.error) {
      if (errorCode(result.error) === 'CALCULATION_SHEET_CHANGED') setStale(errorMessage(result.error));
      else
        void message.error(
          errorCode(result.error) ? errorMessage(result.error) : t('calculationSheet.saveFailed'),
          TOAST_SECONDS,
        );
      return;
    }
    void message.success(
      t('calculationSheet.saved', { version: result.data?.updateCalculationSheet.version }),
      TOAST_SECONDS,
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Flex vertical gap={16}>
          {stale && (
            <Alert
              type="warning"
              showIcon
              title={stale}
              action={<Button onClick={onReload}>{t('calculationSheet.reload')}</Button>}
            />
          )}
          <SheetForm
            values={values}
            errors={check.errors}
            statutes={state.statutes}
            disabled={!state.own}
            onChange={setValues}
          />
          {state.own && (
            <Flex gap={8}>
              <Button type="primary" disabled={!savable} loading={saving} onClick={() => void save()}>
                {t('calculationSheet.save')}
              </Button>
              <Button disabled={!changed} onClick={() => setValues(initial)}>
                {t('calculationSheet.reset')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Col>
      <Col xs={24} xl={10}>
        <div style={{ position: 'sticky', top: 16 }}>
          <SheetPreviewPanel companyId={state.company_id} sheet={check.ok ? check.sheet : null} />
        </div>
      </Col>
    </Row>
  );
}
