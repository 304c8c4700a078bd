import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from '../lib/lists/use-column-choice';

// A table column's title may be a render function; these settings show the text titles.
type Props = { columns: { key: string; title?: unknown }[]; choice: ColumnChoice };

/**
 * The list's column settings: show or hide each column and move the shown ones up or down (a
 * button each, which a keyboard reaches as well as a mouse); "Standaard" brings the default back.
 */
export function ColumnSettings({ columns, choice }: Props) {
  const { t } = useTranslation();
  const { shown, setShown } = choice;
  const titleOf = (key: string): string => {
    const title = columns.find((column) => column.key === key)?.title;
    return typeof title === 'string' ? title : key;
  };
  const hidden = columns.filter((column) => !shown.includes(column.key));
  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setShown(next);
  };
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 260 }} data-testid="column-settings">
      {shown.map((key, index) => (
        <Flex key={key} align="center" gap={4}>
          <Checkbox
            checked
            disabled={shown.length === 1}
            onChange={() => setShown(shown.filter((other) => other !== key))}
          >
            {titleOf(key)}
          </Checkbox>
          <Flex style={{ marginLeft: 'auto' }}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              aria-label={t('list.columnUp', { column: titleOf(key) })}
              onClick={() => move(index, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={index === shown.length - 1}
              aria-label={t('list.columnDown', { column: titleOf(key) })}
              onClick={() => move(index, 1)}
            />
          </Flex>
        </Flex>
      ))}
      {hidden.map((column) => (
        <Checkbox key={column.key} checked={false} onChange={() => setShown([...shown, column.key])}>
          <Typography.Text type="secondary">{titleOf(column.key)}</Typography.Text>
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={choice.reset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        {t('list.columnsDefault')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('list.columns')} content={content}>
      <Button icon={<SettingOutlined />}>{t('list.columns')}</Button>
    </Popover>
  );
}
