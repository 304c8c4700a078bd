import { Suspense, useState } from 'react';
import { Alert, App, Button, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { SettingsHistoryButton } from '../../../components/settings-history-button';
import { useEmployerPolicy } from '../hooks/use-employer-policy';
import { valuesOfPolicy } from './policy-form-model';
import { PolicySummary } from './policy-summary';
import { named } from '../../../lib/lazy-named';

// The form (zod, number inputs) loads when it is opened: the page stays within its budget.
const PolicyFormDrawer = named(() => import('./policy-form-drawer'), 'PolicyFormDrawer');

type Props = { companyId: number; companyName: string; superUser: boolean };

/**
 * A company's policy in force (issue 30): its own, or the one it inherits from the nearest
 * company above it (named), or none; setting its own in a drawer, removing it after a
 * confirmation. The change log is the settings' audit, which only super users read.
 */
export function PolicyCard({ companyId, companyName, superUser }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { policy, fetching, error, saving, removing, save, remove } = useEmployerPolicy(companyId);
  const [editing, setEditing] = useState(false);
  const inherits = policy !== null && !policy.own && policy.policy !== null;

  const confirmRemove = () =>
    modal.confirm({
      title: t('employerPolicies.remove'),
      content: t('employerPolicies.removeConfirm', { company: companyName }),
      okText: t('employerPolicies.remove'),
      okButtonProps: { danger: true },
      cancelText: t('employerPolicies.cancel'),
      onOk: remove,
    });

  const status = !policy ? null : policy.own ? (
    <Tag color="blue">{t('employerPolicies.own')}</Tag>
  ) : inherits ? (
    <Tag color="purple">{t('employerPolicies.inheritedFrom', { company: policy.source_company_name })}</Tag>
  ) : null;

  return (
    <PageSection
      title={
        <Flex gap={8} align="center" wrap>
          {t('employerPolicies.policyTitle')}
          {status}
        </Flex>
      }
      extra={
        policy && (
          <Flex gap={8} wrap>
            {superUser && <SettingsHistoryButton table="companies" recordId={companyId} name={companyName} />}
            {policy.own && (
              <Button danger loading={removing} onClick={confirmRemove}>
                {t('employerPolicies.remove')}
              </Button>
            )}
            <Button type="primary" onClick={() => setEditing(true)}>
              {t(policy.own ? 'employerPolicies.edit' : 'employerPolicies.setOwn')}
            </Button>
          </Flex>
        )
      }
    >
      {error && <Alert type="error" showIcon title={t('employerPolicies.loadFailed')} />}
      {!policy && fetching && <Spin />}
      {policy?.policy ? (
        <PolicySummary policy={policy.policy} />
      ) : (
        policy && <Typography.Text type="secondary">{t('employerPolicies.none')}</Typography.Text>
      )}
      {editing && policy && (
        <Suspense fallback={null}>
          <PolicyFormDrawer
            companyName={companyName}
            initial={valuesOfPolicy(policy.policy)}
            own={policy.own}
            inherits={inherits}
            saving={saving}
            onSave={save}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
