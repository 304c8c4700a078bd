import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Why a Save is disabled: the fields still missing or invalid, by their labels, in the user's
 * language. The button names this line with `aria-describedby`, so a screen reader reads it too.
 */
export function StillNeededNote({ id, labels }: { id: string; labels: readonly string[] }) {
  const { t } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <Typography.Text id={id} type="secondary" data-testid={id}>
      {t('common.stillNeeded', { fields: labels.join(', ') })}
    </Typography.Text>
  );
}
