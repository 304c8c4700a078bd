import type { ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One filter in force: what it filters on, the value it holds, and how to take it off. */
export type FilterChip = { key: string; label: ReactNode; value: ReactNode; onRemove: () => void };

type Props = { chips: FilterChip[]; onReset?: () => void };

/**
 * The filters in force above a list (issue 21): each as a chip with its name and value that
 * removes it, and one RESET for all of them. Shown only while something is filtered, so a list
 * that says "1 resultaat" or "0 resultaten" always shows why.
 */
export function FilterChips({ chips, onReset }: Props) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Flex
      gap={8}
      wrap
      align="center"
      data-testid="filter-chips"
      role="group"
      aria-label={t('list.activeFilters')}
    >
      <Typography.Text type="secondary">{t('list.activeFilters')}</Typography.Text>
      {chips.map((chip) => (
        <Tag key={chip.key} style={{ marginInlineEnd: 0 }}>
          {chip.label}: <strong>{chip.value}</strong>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('list.removeFilter', { filter: textOf(chip.label) })}
            onClick={chip.onRemove}
            style={{ marginInlineStart: 4, height: 'auto', width: 'auto', minWidth: 0, padding: 0 }}
          />
        </Tag>
      ))}
      {onReset && (
        <Button size="small" type="link" onClick={onReset}>
          {t('list.reset')}
        </Button>
      )}
    </Flex>
  );
}

function textOf(label: ReactNode): string {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}
