import { lazy, Suspense, useState } from 'react';
import { MobileOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Skeleton, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@spokes/domain/format';
import type { MySecondFactorsQuery, SecondFactorKind } from '../../../generated/graphql';
import { useSecondFactors } from '../hooks/use-second-factors';
import { RemoveFactorModal } from './remove-factor-modal';

// Enrolment, with the phone check's libphonenumber metadata, loads when the user adds a factor:
// my account alone stays under the 400 kB a route may load (issue 7).
const EnrolmentModal = lazy(() =>
  import('./enrolment-modal').then((module) => ({ default: module.EnrolmentModal })),
);

type Factor = MySecondFactorsQuery['mySecondFactors'][number];

function useFactorLabel() {
  const { t } = useTranslation();
  return (factor: Factor) =>
    factor.kind === 'SMS'
      ? t('myAccount.smsFactor', { phone: factor.phone_hint ?? '' })
      : t('myAccount.authenticatorFactor');
}

/** Two-step verification: the active factors, adding an SMS or app factor, removing one. */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { factors, loading, error, reload } = useSecondFactors();
  const label = useFactorLabel();
  const [adding, setAdding] = useState<SecondFactorKind | null>(null);
  const [removing, setRemoving] = useState<Factor | null>(null);
  const has = (kind: SecondFactorKind) => factors.some((factor) => factor.kind === kind);

  return (
    <Card title={t('myAccount.secondFactorTitle')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('myAccount.secondFactorIntro')}</Typography.Text>
        {error && <Alert type="error" showIcon title={t('common.somethingWentWrong')} />}
        {loading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : factors.length === 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('myAccount.secondFactorOff')}
            data-testid="second-factor-off"
          />
        ) : (
          <Flex vertical gap={8} data-testid="second-factors">
            {factors.map((factor) => (
              <FactorRow
                key={factor.id}
                factor={factor}
                label={label(factor)}
                onRemove={() => setRemoving(factor)}
              />
            ))}
          </Flex>
        )}
        <Flex gap={8} wrap>
          {!has('SMS') && (
            <Button icon={<MobileOutlined />} onClick={() => setAdding('SMS')} disabled={loading}>
              {t('myAccount.addSms')}
            </Button>
          )}
          {!has('TOTP') && (
            <Button icon={<QrcodeOutlined />} onClick={() => setAdding('TOTP')} disabled={loading}>
              {t('myAccount.addAuthenticator')}
            </Button>
          )}
        </Flex>
      </Flex>
      {adding && (
        <Suspense fallback={null}>
          <EnrolmentModal
            kind={adding}
            onClose={() => setAdding(null)}
            onEnrolled={() => {
              setAdding(null);
              void message.success(t('myAccount.factorAdded'));
              reload();
            }}
          />
        </Suspense>
      )}
      {removing && (
        <RemoveFactorModal
          factorId={removing.id}
          label={label(removing)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            void message.success(t('myAccount.factorRemoved'));
            reload();
          }}
        />
      )}
    </Card>
  );
}

function FactorRow({ factor, label, onRemove }: { factor: Factor; label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={16}
      data-testid="second-factor"
      style={{
        padding: '12px 16px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <span style={{ fontSize: 20, color: token.colorPrimary }}>
        {factor.kind === 'SMS' ? <MobileOutlined /> : <QrcodeOutlined />}
      </span>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <Tag color="success">{t('myAccount.active')}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {t('myAccount.enrolledOn', { date: formatDate(new Date(factor.enrolled_at)) })}
        </Typography.Text>
      </Flex>
      <Button danger type="link" onClick={onRemove}>
        {t('myAccount.removeFactor')}
      </Button>
    </Flex>
  );
}
