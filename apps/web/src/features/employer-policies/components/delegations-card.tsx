import { Suspense, useState } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { brusselsToday } from '@spokes/domain/format';
import { useEmployerDelegations } from '../hooks/use-employer-delegations';
import { DelegationsTable } from './delegations-table';
import { named } from '../../../lib/lazy-named';

// The form (date pickers, zod) loads when it is opened: the page stays within its budget.
const DelegationFormModal = named(() => import('./delegation-form-modal'), 'DelegationFormModal');

type Props = { companyId: number; companyName: string; superUser: boolean; viewerId: number };

/** A company's delegates (issue 30): the list, naming one, ending one after a confirmation. */
export function DelegationsCard({ companyId, companyName, superUser, viewerId }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { delegations, fetching, error, creating, create, end } = useEmployerDelegations(companyId);
  const [creatingOpen, setCreatingOpen] = useState(false);
  const today = brusselsToday();

  return (
    <PageSection
      title={t('employerPolicies.delegations')}
      extra={
        <Button type="primary" onClick={() => setCreatingOpen(true)}>
          {t('employerPolicies.newDelegation')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('employerPolicies.delegationsHelp')}</Typography.Text>
        {error && <Alert type="error" showIcon title={t('employerPolicies.loadFailed')} />}
        <DelegationsTable
          delegations={delegations}
          loading={fetching}
          today={today}
          onEnd={(delegation) =>
            modal.confirm({
              title: t('employerPolicies.end'),
              content: t('employerPolicies.endConfirm', { delegate: delegation.delegate_name }),
              okText: t('employerPolicies.end'),
              okButtonProps: { danger: true },
              cancelText: t('employerPolicies.cancel'),
              onOk: () => end(delegation.id),
            })
          }
        />
      </Flex>
      {creatingOpen && (
        <Suspense fallback={null}>
          <DelegationFormModal
            companyId={companyId}
            companyName={companyName}
            today={today}
            superUser={superUser}
            viewerId={viewerId}
            saving={creating}
            onSave={create}
            onClose={() => setCreatingOpen(false)}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
