import { useEffect, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
// The bare Input, as list-table.tsx takes Search alone: not Input's index with Password and OTP.
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The highest page the box accepts (the spec's 1 to 1000); a higher number goes there. */
  maxPage: number;
  onChange: (page: number) => void;
};

/**
 * Previous, Next and a page-number box that applies on Enter (spec 01 section 2). A number below
 * 1 is refused with the spec's message instead of being corrected silently.
 */
export function ListPager({ page, pageSize, total, maxPage, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(String(page));
  const [tooLow, setTooLow] = useState(false);
  const lastPage = Math.min(maxPage, Math.max(1, Math.ceil(total / pageSize)));
  useEffect(() => {
    setTyped(String(page));
    setTooLow(false);
  }, [page]);

  const apply = () => {
    const wanted = Number.parseInt(typed, 10);
    if (!(wanted >= 1)) {
      setTooLow(true);
      return;
    }
    setTooLow(false);
    const next = Math.min(wanted, maxPage);
    setTyped(String(next));
    if (next !== page) onChange(next);
  };

  return (
    <Flex vertical align="end" gap={4}>
      <Flex gap={8} align="center">
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('list.previous')}
        </Button>
        <Input
          aria-label={t('list.page')}
          inputMode="numeric"
          value={typed}
          status={tooLow ? 'error' : undefined}
          onChange={(event) => setTyped(event.target.value.replace(/[^\d-]/g, ''))}
          onPressEnter={apply}
          style={{ width: 72, textAlign: 'center' }}
        />
        <Typography.Text type="secondary">/ {lastPage}</Typography.Text>
        <Button disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
          {t('list.next')}
          <RightOutlined />
        </Button>
      </Flex>
      {tooLow && (
        <Typography.Text type="danger" role="alert">
          {t('errors.pageTooLow')}
        </Typography.Text>
      )}
    </Flex>
  );
}
