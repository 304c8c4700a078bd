import { useMemo, useState } from 'react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Flex, Table, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { importTemplateCsv, type ImportKind } from '@spokes/domain/import-columns';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@spokes/domain/limits';
import type { ImportOutcomeFieldsFragment } from '../generated/graphql';
import { saveFile } from '../lib/files/save-file';
import { TOAST_SECONDS } from '../lib/toast';

/** What a dry run or an apply answers (the server's ImportOutcome). */
export type ImportOutcome = ImportOutcomeFieldsFragment;
export type ImportRowOutcome = ImportOutcome['rows'][number];

const ACTION_COLOR: Record<ImportRowOutcome['action'], string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  refused: 'red',
};

type TableProps = { outcome: ImportOutcome; onlyRefused: boolean };

/** The dry run's table: each row's number, what happens to it and, when refused, why. */
export function ImportRowsTable({ outcome, onlyRefused }: TableProps) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => (onlyRefused ? outcome.rows.filter((row) => row.action === 'refused') : outcome.rows),
    [outcome, onlyRefused],
  );
  return (
    <Table<ImportRowOutcome>
      size="small"
      rowKey="row"
      dataSource={rows as ImportRowOutcome[]}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        { key: 'row', title: t('import.row'), dataIndex: 'row', width: 70 },
        {
          key: 'action',
          title: t('import.action'),
          width: 140,
          render: (_value, row) => (
            <Tag color={ACTION_COLOR[row.action]}>{t(`import.action.${row.action}`)}</Tag>
          ),
        },
        { key: 'label', title: t('import.name'), dataIndex: 'label' },
        {
          key: 'reasons',
          title: t('import.reasons'),
          render: (_value, row) =>
            row.reasons.length === 0 ? null : (
              <Flex vertical>
                {row.reasons.map((reason) => (
                  <Typography.Text key={`${reason.column}-${reason.code}`} type="danger">
                    {reason.column}: {reason.message}
                  </Typography.Text>
                ))}
              </Flex>
            ),
        },
      ]}
    />
  );
}

type PanelProps = {
  kind: ImportKind;
  /** The dry run of a file: its outcome, or undefined when it failed (the caller said why). */
  preview: (file: File) => Promise<ImportOutcome | undefined>;
  /** The apply of the same file: applied, or the rows refused at apply time. */
  apply: (file: File) => Promise<ImportOutcome | undefined>;
  busy: boolean;
};

/**
 * The import of one kind of file: the example file, the file picker (a dry run as soon as a file
 * is chosen), the counts and the row table, and Import, which is only possible once no row is
 * refused (nothing is imported while one is: the file is corrected and chosen again).
 */
export function ImportPanel({ kind, preview, apply, busy }: PanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [refusedAtApply, setRefusedAtApply] = useState(false);
  const [onlyRefused, setOnlyRefused] = useState(false);

  const choose = async (picked: File) => {
    if (picked.size > IMPORT_MAX_BYTES) {
      void message.error(t(errorTranslationKey('FILE_TOO_LARGE')), TOAST_SECONDS);
      return;
    }
    setFile(picked);
    setOutcome(undefined);
    setRefusedAtApply(false);
    const checked = await preview(picked);
    setOutcome(checked);
    setOnlyRefused((checked?.refused ?? 0) > 0);
  };

  const runApply = async () => {
    if (!file) return;
    const result = await apply(file);
    if (!result) return;
    if (result.applied) {
      void message.success(t('import.done', result), TOAST_SECONDS);
      setFile(undefined);
      setOutcome(undefined);
      return;
    }
    setOutcome(result);
    setRefusedAtApply(true);
    setOnlyRefused(true);
  };

  const changes = (outcome?.created ?? 0) + (outcome?.updated ?? 0);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('import.help', {
          rows: IMPORT_MAX_ROWS.toLocaleString('nl-BE'),
          mb: IMPORT_MAX_BYTES / 1024 / 1024,
        })}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(picked) => {
            void choose(picked);
            // The file goes with the mutation, not on its own.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy && !outcome}>
            {t('import.chooseFile')}
          </Button>
        </Upload>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            saveFile(
              new Blob([importTemplateCsv(kind)], { type: 'text/csv;charset=utf-8' }),
              `import-${kind}.csv`,
            )
          }
        >
          {t('import.template')}
        </Button>
      </Flex>
      {file && <Typography.Text strong>{t('import.file', { name: file.name })}</Typography.Text>}
      {outcome && (
        <>
          <Typography.Text>{t('import.counts', outcome)}</Typography.Text>
          {outcome.refused > 0 && (
            <Alert
              type="error"
              showIcon
              title={t(refusedAtApply ? 'import.refusedAtApply' : 'import.refusedNote')}
            />
          )}
          {outcome.refused > 0 && (
            <Checkbox checked={onlyRefused} onChange={(event) => setOnlyRefused(event.target.checked)}>
              {t('import.onlyRefused')}
            </Checkbox>
          )}
          <ImportRowsTable outcome={outcome} onlyRefused={onlyRefused} />
          <Flex gap={8} align="center">
            <Button
              type="primary"
              disabled={outcome.refused > 0 || changes === 0}
              loading={busy}
              onClick={() => void runApply()}
            >
              {t('import.apply')}
            </Button>
            {outcome.refused === 0 && changes === 0 && (
              <Typography.Text type="secondary">{t('import.nothingToDo')}</Typography.Text>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}
