import { Suspense, useState } from 'react';
import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { named } from '../lib/lazy-named';

// The drawer and its table load when the history is opened, not with every modal that offers it.
const HistoryDrawer = named(() => import('./settings-history-drawer'), 'HistoryDrawer');

/**
 * The history of one record changed through the settings (issue 23's audit log), opened from
 * its modal: its own changes and those of the parts it owns (a company's fields, cost centres).
 */
export function SettingsHistoryButton(props: { table: string; recordId: number; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('audit.history')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDrawer
            table={props.table}
            recordId={props.recordId}
            title={`${t('audit.history')}: ${props.name}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
