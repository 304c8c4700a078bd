import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { webhookFilterCodes } from '@spokes/domain/webhooks';

type Status = { code: string; name: string };

/**
 * A webhook's filter as the order statuses it names; an empty filter reads "all but Test"
 * (webhookFilterMatches), and a code that is no status, stored before the form checked it, is
 * shown in red since it never matches.
 */
export function WebhookFilterTags({ filter, statuses }: { filter: string | null; statuses: Status[] }) {
  const { t } = useTranslation();
  const codes = webhookFilterCodes(filter);
  if (codes.length === 0) return <Tag>{t('webhookSettings.allStatuses')}</Tag>;
  return codes.map((code) => {
    const status = statuses.find((s) => s.code === code);
    return status ? (
      <Tag key={code}>{status.name}</Tag>
    ) : (
      <Tooltip key={code} title={t('webhookSettings.unknownStatus')}>
        <Tag color="error">{code}</Tag>
      </Tooltip>
    );
  });
}
