import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, App, Flex, Select, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { PageTitle } from '../../../components/page-title';
import type { DealerInfoInput } from '../../../generated/graphql';
import { useChosenDealer } from '../../../lib/dealer-selection';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { TOAST_SECONDS } from '../../../lib/toast';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { DealerInfoBrandsDocument } from '../api/dealer-info-brands.generated';
import { DealerInfoDocument } from '../api/dealer-info.generated';
import { SaveDealerInfoDocument } from '../api/save-dealer-info.generated';

// The form and the domain's schema (with the phone number library) load beside the page's
// queries rather than with the page, as the employee form does: the route stays within budget.
const loadForm = () => import('./dealer-info-form');
const DealerInfoForm = lazy(() => loadForm().then((module) => ({ default: module.DealerInfoForm })));

type ConfirmLeave = (leave: () => void) => void;

/** Asks before unsaved changes are thrown away (spec 03 section 8, Dealer info). */
function useConfirmLeave(): ConfirmLeave {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (leave) =>
      void modal.confirm({
        title: t('dealerInfo.leaveTitle'),
        content: t('dealerInfo.leaveText'),
        okText: t('dealerInfo.leave'),
        cancelText: t('dealerInfo.stay'),
        onOk: leave,
      }),
    [modal, t],
  );
}

type ScreenProps = {
  dealerId: number;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
};

/** One dealer's info: loaded, shown in the form, saved; a full-screen overlay while loading or saving. */
function DealerInfoScreen({ dealerId, dirty, onDirtyChange }: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmLeave = useConfirmLeave();
  const [dealerResult] = useQuery({ query: DealerInfoDocument, variables: { dealer_id: dealerId } });
  const [brandsResult] = useQuery({ query: DealerInfoBrandsDocument });
  const [saving, save] = useMutation(SaveDealerInfoDocument);
  // Start the form's download with the queries, not after them.
  useState(() => void loadForm());

  useLeaveGuard(dirty, (leave) =>
    confirmLeave(() => {
      onDirtyChange(false);
      leave();
    }),
  );

  const onSave = async (input: DealerInfoInput) => {
    const result = await save({ dealer_id: dealerId, input });
    const stored = result.data?.saveDealerInfo ?? null;
    if (result.error || !stored) {
      void message.error(t('dealerInfo.saveFailed'), TOAST_SECONDS);
      return null;
    }
    void message.success(t('dealerInfo.saved'), TOAST_SECONDS);
    return stored;
  };

  const dealer = dealerResult.data?.dealerInfo;
  const loading = dealerResult.fetching || brandsResult.fetching;
  return (
    <>
      <Spin fullscreen spinning={loading || saving.fetching} />
      {dealerResult.error && <Alert type="error" showIcon title={t('dealerInfo.dealerBrandsFailed')} />}
      {brandsResult.error && <Alert type="error" showIcon title={t('dealerInfo.brandsFailed')} />}
      {dealer && (
        <Suspense fallback={<Skeleton active />}>
          <DealerInfoForm
            // Another dealer starts the form over.
            key={dealer.id}
            dealer={dealer}
            brands={brandsResult.data?.bikeBrands ?? []}
            saving={saving.fetching}
            onSave={onSave}
            onDirtyChange={onDirtyChange}
          />
        </Suspense>
      )}
    </>
  );
}

/** /dealer-info-backoffice (spec 03 section 2.1): a super user picks any dealer and edits all of it. */
export function DealerInfoBackofficePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [chosen] = useChosenDealer(viewer.dealers);
  const [dealerId, setDealerId] = useState<number | null>(chosen?.id ?? null);
  const [dirty, setDirty] = useState(false);
  const confirmLeave = useConfirmLeave();

  const pick = (id: number) => {
    if (!dirty) return setDealerId(id);
    confirmLeave(() => {
      setDirty(false);
      setDealerId(id);
    });
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <PageTitle>{t('dealerInfo.title')}</PageTitle>
      <Flex vertical gap={4}>
        <label htmlFor="dealer-info-dealer">{t('dealerInfo.chooseDealer')}</label>
        <Select
          id="dealer-info-dealer"
          value={dealerId ?? undefined}
          options={viewer.dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }))}
          onChange={pick}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 480 }}
        />
      </Flex>
      {dealerId !== null && <DealerInfoScreen dealerId={dealerId} dirty={dirty} onDirtyChange={setDirty} />}
    </Flex>
  );
}

/** /dealer-info: a dealer admin's own dealer (the one chosen in the top bar), its external data. */
export function DealerInfoPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [chosen] = useChosenDealer(viewer.dealers);
  const [dirty, setDirty] = useState(false);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <PageTitle>{chosen ? `${t('dealerInfo.title')}: ${chosen.name}` : t('dealerInfo.title')}</PageTitle>
      {chosen ? (
        <DealerInfoScreen key={chosen.id} dealerId={chosen.id} dirty={dirty} onDirtyChange={setDirty} />
      ) : (
        <Alert type="info" showIcon title={t('dealerInfo.noDealer')} />
      )}
    </Flex>
  );
}
