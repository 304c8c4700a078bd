import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxState } from '../../../generated/graphql';
import { STATE_TAGS } from './outbox-labels';

export function OutboxStateTag({ state }: { state: OutboxState }) {
  const { t } = useTranslation();
  const tag = STATE_TAGS[state];
  return <Tag color={tag.color}>{t(tag.label)}</Tag>;
}
