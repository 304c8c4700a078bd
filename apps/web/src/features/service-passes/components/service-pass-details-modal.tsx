import { Alert, App, Button, Descriptions, Flex, Modal, Popconfirm, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatDate, formatDateMinute, formatMoney } from '@spokes/domain/format';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import {
  BlockServicePassDocument,
  EmptyServicePassDocument,
  UnblockServicePassDocument,
} from '../api/change-service-pass-card.generated';
import { ServicePassCardDocument } from '../api/service-pass-card.generated';
import type { ServicePassRow } from './service-pass-edits';

const context = { additionalTypenames: ['ServicePass', 'ServicePassHistoryEntry'] };

/**
 * The pass-details modal: the card provider's card info (a remark shown as 'Info uit givacard:
 * ...'), the activation details ('Kon activatiedetails niet ophalen.' when they fail) with the
 * starting amount compared to what was loaded, block, unblock and empty with a confirmation and
 * the spec's answer for each result code, and the history of who did which when.
 */
export function ServicePassDetailsModal({ pass, onClose }: { pass: ServicePassRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ServicePassCardDocument,
    variables: { id: pass.id },
    context,
    requestPolicy: 'network-only',
  });
  const [, doBlock] = useMutation(BlockServicePassDocument);
  const [, doUnblock] = useMutation(UnblockServicePassDocument);
  const [, doEmpty] = useMutation(EmptyServicePassDocument);
  // While an action waits for its answer the three are disabled, and the confirmation's OK button
  // shows the wait. Not the buttons' own `loading`: Ant Design's loading icon leaves with a width
  // animation, and on busy cores it stayed in the button after the answer, unseen but read out
  // ("loading Blokkeren": the journey failed 5 times in 10 on it).
  const [running, setRunning] = useState(false);
  const barcode = formatServicePass(pass.barcode);

  const act = async (
    run: (variables: { id: number }) => Promise<{ error?: Parameters<typeof errorMessage>[0] }>,
    done: string,
  ) => {
    setRunning(true);
    try {
      const result = await run({ id: pass.id });
      if (result.error) void message.error(errorMessage(result.error));
      else void message.success(t(done));
    } finally {
      setRunning(false);
    }
    reload({ requestPolicy: 'network-only' });
  };

  const card = data?.servicePassCard;
  return (
    <Modal
      open
      title={`${t('servicePasses.details')} ${barcode}`}
      footer={null}
      width={720}
      onCancel={onClose}
    >
      {fetching && !data && <Spin />}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {card && (
        <Flex vertical gap={12}>
          {card.info_warning && (
            <Alert
              type="warning"
              showIcon
              title={t('servicePasses.infoWarning', { description: card.info_warning })}
            />
          )}
          {!card.activation && <Alert type="warning" showIcon title={t('errors.cardActivationFailed')} />}
          {card.amount_check === 'match' && (
            <Alert
              type="success"
              showIcon
              title={t('servicePasses.amountsMatch')}
              data-testid="amount-check"
            />
          )}
          {card.amount_check === 'mismatch' && (
            <Alert
              type="error"
              showIcon
              title={t('servicePasses.amountMismatch')}
              data-testid="amount-check"
            />
          )}
          <Descriptions bordered size="small" column={2} title={t('servicePasses.cardInfo')}>
            <Descriptions.Item label={t('servicePasses.balance')}>
              {formatMoney(card.balance_cents)}
            </Descriptions.Item>
            <Descriptions.Item label={t('servicePasses.cardBlocked')}>
              {card.blocked ? t('servicePasses.yes') : t('servicePasses.no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('servicePasses.startingAmount')}>
              {formatMoney(pass.starting_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('servicePasses.loaded')}>
              {formatMoney(card.activation?.loaded_cents)}
            </Descriptions.Item>
            <Descriptions.Item label={t('servicePasses.activatedAt')}>
              {card.activation?.activated_at ? formatDate(new Date(card.activation.activated_at)) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('servicePasses.channel')}>
              {card.activation?.channel ?? ''}
            </Descriptions.Item>
          </Descriptions>
          <Flex gap={8}>
            <Popconfirm
              title={t('servicePasses.confirmBlock', { barcode })}
              onConfirm={() => act(doBlock, 'servicePasses.blocked')}
            >
              <Button danger disabled={running}>
                {t('servicePasses.block')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('servicePasses.confirmUnblock', { barcode })}
              onConfirm={() => act(doUnblock, 'servicePasses.unblocked')}
            >
              <Button disabled={running}>{t('servicePasses.unblock')}</Button>
            </Popconfirm>
            <Popconfirm
              title={t('servicePasses.confirmEmpty', { barcode })}
              onConfirm={() => act(doEmpty, 'servicePasses.emptied')}
            >
              <Button disabled={running}>{t('servicePasses.emptyCard')}</Button>
            </Popconfirm>
          </Flex>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('servicePasses.history')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.servicePassHistory}
            columns={[
              {
                key: 'action',
                title: t('servicePasses.status'),
                render: (_, entry) => t(`servicePasses.history.${entry.action}`),
              },
              {
                key: 'when',
                title: t('servicePasses.when'),
                render: (_, entry) =>
                  formatDateMinute(new Date(entry.blocked_at ?? entry.emptied_at ?? entry.created_at)),
              },
              { key: 'by', title: t('servicePasses.by'), dataIndex: 'user_name' },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
