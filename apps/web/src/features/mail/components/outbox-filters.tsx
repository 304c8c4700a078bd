import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxMessageFilter } from '../../../generated/graphql';
import { CHANNEL_LABELS, OUTBOX_CHANNELS, OUTBOX_STATES, STATE_TAGS } from './outbox-labels';

type Props = {
  filter: OutboxMessageFilter;
  onChange: (filter: OutboxMessageFilter) => void;
  refreshing: boolean;
  onRefresh: () => void;
};

/** Channel, state and recipient filters, and a refresh button: new mails do not push themselves. */
export function OutboxFilters({ filter, onChange, refreshing, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap align="center">
      <Select
        allowClear
        aria-label={t('outbox.channel')}
        placeholder={t('outbox.allChannels')}
        value={filter.channel ?? undefined}
        onChange={(channel) => onChange({ ...filter, channel: channel ?? null })}
        options={OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_LABELS[channel]) }))}
        style={{ width: 160 }}
      />
      <Select
        allowClear
        aria-label={t('outbox.state')}
        placeholder={t('outbox.allStates')}
        value={filter.state ?? undefined}
        onChange={(state) => onChange({ ...filter, state: state ?? null })}
        options={OUTBOX_STATES.map((state) => ({ value: state, label: t(STATE_TAGS[state].label) }))}
        style={{ width: 180 }}
      />
      <Input.Search
        allowClear
        aria-label={t('outbox.searchRecipient')}
        placeholder={t('outbox.searchRecipient')}
        defaultValue={filter.recipient ?? ''}
        onSearch={(recipient) => onChange({ ...filter, recipient: recipient.trim() || null })}
        style={{ maxWidth: 320 }}
      />
      <Button
        icon={<ReloadOutlined />}
        loading={refreshing}
        onClick={onRefresh}
        style={{ marginLeft: 'auto' }}
      >
        {t('outbox.refresh')}
      </Button>
    </Flex>
  );
}
