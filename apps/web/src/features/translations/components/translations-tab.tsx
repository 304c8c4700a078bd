import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Segmented, Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { useListState } from '../../../lib/lists/use-list-state';
import { TranslationRowsDocument } from '../api/translation-rows.generated';
import {
  OTHER_LANGUAGES,
  TRANSLATION_PAGE_SIZE,
  translationList,
  type OtherLanguage,
} from './translation-list';
import { TranslationModal, type TranslationRow } from './translation-modal';

// A save answers with a TranslationString: the rows' query must still be told to refetch.
const queryContext = { additionalTypenames: ['TranslationRow'] };

type Column = ListColumn<
  TranslationRow,
  typeof translationList.filters,
  (typeof translationList.sortFields)[number]
>;

function text(value: string | null, edited: boolean, t: TFunction) {
  if (value === null) return <Tag color="orange">{t('translations.missing')}</Tag>;
  return (
    <Space size={4} align="start">
      <span>{value}</span>
      {edited && <Tag color="blue">{t('translations.edited')}</Tag>}
    </Space>
  );
}

function columns(t: TFunction, language: OtherLanguage, onEdit: (row: TranslationRow) => void): Column[] {
  return [
    {
      key: 'key',
      dataIndex: 'key',
      sortField: 'key',
      title: t('translations.key'),
      width: 280,
      filter: { kind: 'text', name: 'key' },
    },
    // Fixed widths: the list table sizes columns to their content, and a long text would push
    // the chosen language and the edit button off the page.
    {
      key: 'nl',
      sortField: 'nl',
      title: 'NL',
      width: 440,
      filter: { kind: 'text', name: 'nl' },
      render: (_, row) => text(row.nl, row.nl_edited, t),
    },
    {
      key: 'value',
      sortField: 'value',
      title: language.toUpperCase(),
      width: 440,
      filter: { kind: 'text', name: 'value' },
      render: (_, row) => text(row.value, row.value_edited, t),
    },
    {
      key: 'edit',
      width: 56,
      align: 'right',
      render: (_, row) => (
        <Tooltip title={t('translations.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('translations.edit')} ${row.key}`}
            onClick={() => onEdit(row)}
          />
        </Tooltip>
      ),
    },
  ];
}

/**
 * The Taal tab (spec 03 section 2.2): each key with nl and a chosen language side by side,
 * searchable per column, edited in 'Vertaling bewerken'. A save reaches every open browser.
 */
export function TranslationsTab() {
  const { t } = useTranslation();
  const list = useListState(translationList);
  const language = list.filters.language ?? 'fr';
  const [editing, setEditing] = useState<TranslationRow | null>(null);
  const { key, nl, value, missing } = list.filters;
  const [{ data, error, fetching }] = useQuery({
    query: TranslationRowsDocument,
    variables: {
      language,
      page: list.page,
      size: TRANSLATION_PAGE_SIZE,
      filter: { key, nl, value, missing },
      sort: list.sort,
    },
    context: queryContext,
  });

  return (
    <>
      {error && <Alert type="error" showIcon title={t('translations.loadFailed')} />}
      <ListTable
        title={t('settings.translations')}
        titleLevel={3}
        list={list}
        columns={columns(t, language, setEditing)}
        rows={data?.translationRows.items ?? []}
        total={data?.translationRows.total ?? 0}
        pageSize={TRANSLATION_PAGE_SIZE}
        loading={fetching}
        rowKey="key"
        emptyText={t('translations.empty')}
        extra={
          <Space>
            <Checkbox
              checked={missing === true}
              onChange={(event) => list.setFilter('missing', event.target.checked ? true : null)}
            >
              {t('translations.onlyMissing')}
            </Checkbox>
            <Segmented<OtherLanguage>
              aria-label={t('translations.language')}
              value={language}
              options={OTHER_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
              onChange={(next) => list.setFilter('language', next)}
            />
          </Space>
        }
      />
      {editing && <TranslationModal row={editing} language={language} onClose={() => setEditing(null)} />}
    </>
  );
}
