import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ListTable } from '../../../components/list-table';
import { useListState } from '../../../lib/lists/use-list-state';
import { SettingsTemplatesDocument } from '../api/settings-templates.generated';
import { useTemplateMutations } from '../hooks/use-template-mutations';
import { templateColumns, type TemplateRow } from './template-columns';
import { TEMPLATES_PAGE_SIZE, templateList } from './template-list';
import { TemplateModal } from './template-modal';
import { TemplatePreviewModal } from './template-preview-modal';

// An empty page names no SettingsTemplate: a new template must still refresh the list.
const queryContext = { additionalTypenames: ['SettingsTemplate'] };

/**
 * Settings tab "Templates" (spec 03 section 2.2): the document templates by name, filterable,
 * sortable on name and file type; 'Nieuw' and edit open the modal, delete asks first, and view
 * previews the template filled with a made-up order.
 */
export function TemplatesTab() {
  const { t } = useTranslation();
  const list = useListState(templateList);
  const mutations = useTemplateMutations();
  // undefined: closed; null: a new template; a row: that template.
  const [editing, setEditing] = useState<TemplateRow | null | undefined>(undefined);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<TemplateRow | null>(null);
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }] = useQuery({
    query: SettingsTemplatesDocument,
    variables: { page: list.page, size: TEMPLATES_PAGE_SIZE, filter: list.filters, sort: list.sort },
    context,
  });

  const open = (row: TemplateRow | null) => {
    setSaveError(null);
    setEditing(row);
  };

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={t('templates.loadFailed')} />}
      <ListTable
        title={t('settings.templates')}
        titleLevel={3}
        list={list}
        columns={templateColumns(t, {
          onEdit: open,
          onDelete: (row) => void mutations.deleteTemplate(row.id),
          onView: setViewing,
          busy: mutations.busy,
        })}
        rows={data?.settingsTemplates.items ?? []}
        total={data?.settingsTemplates.total ?? 0}
        pageSize={TEMPLATES_PAGE_SIZE}
        loading={fetching}
        rowKey="id"
        emptyText={t('templates.empty')}
        primaryAction={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
            {t('templates.new')}
          </Button>
        }
      />
      {editing !== undefined && (
        <TemplateModal
          template={editing}
          saving={mutations.saving}
          error={saveError}
          onClose={() => setEditing(undefined)}
          onSave={(input, file) =>
            void mutations.save(editing?.id ?? null, input, file).then((outcome) => {
              setSaveError(outcome.error);
              if (!outcome.error) setEditing(undefined);
            })
          }
        />
      )}
      {viewing && <TemplatePreviewModal template={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
