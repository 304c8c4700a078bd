import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@spokes/domain/format';

type Props = {
  /** Since when the order is in its status. */
  since: string;
  /** When it is late there; null when its status has no limit. */
  lateFrom: string | null;
  /**
   * Belgian working days since, counted by the server: the holiday calendars would add 200 kB
   * to the page.
   */
  days: number;
  /** Past its limit now, as the server counts it: the same as the list's late filter. */
  late: boolean;
  /** A list's narrow column: the days abbreviated and red when late, spelled out on hover. */
  compact?: boolean;
};

/**
 * How long an order is in its status, in Belgian working days (issue 30), marked late once its
 * status's limit has passed; the dates themselves on hover.
 */
export function StatusAge({ since, lateFrom, days: count, late, compact = false }: Props) {
  const { t } = useTranslation();
  const sinceDate = formatDate(new Date(since));
  const days = t('ageing.workingDays', { count });
  const dates = lateFrom
    ? t('ageing.sinceUntil', { since: sinceDate, lateFrom: formatDate(new Date(lateFrom)) })
    : t('ageing.since', { since: sinceDate });
  if (compact)
    return (
      <Tooltip title={`${late ? `${t('ageing.late')}: ` : ''}${days}. ${dates}`}>
        {late ? (
          <Tag color="error" style={{ marginInlineEnd: 0 }}>
            {t('ageing.workingDaysShort', { count })}
          </Tag>
        ) : (
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>
            {t('ageing.workingDaysShort', { count })}
          </Typography.Text>
        )}
      </Tooltip>
    );
  return (
    <Tooltip title={dates}>
      <Space size={4}>
        {late && (
          <Tag color="error" style={{ marginInlineEnd: 0 }}>
            {t('ageing.late')}
          </Tag>
        )}
        <Typography.Text>{days}</Typography.Text>
      </Space>
    </Tooltip>
  );
}
