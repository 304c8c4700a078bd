import { Suspense } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { named } from '../../../lib/lazy-named';
import { DownloadRefused, useStreamedDownload } from '../hooks/use-streamed-download';

// Shown only while an export runs: the progress bar's code stays out of the list's first load.
const ExportProgress = named(() => import('./export-progress'), 'ExportProgress');

type Props = {
  /** The export's address with the list's filters and sort. */
  url: string;
};

/** Export: downloads the list as the server streams it, with rows and bytes received on the way. */
export function ExportButton({ url }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { progress, download } = useStreamedDownload();

  const run = async () => {
    try {
      const rows = await download(url, `${t('employerQuotations.exportFileName')}.csv`);
      void message.success(t('employerQuotations.exportDone', { rows }));
    } catch (error) {
      void message.error(
        t(error instanceof DownloadRefused ? error.i18nKey : 'employerQuotations.exportFailed'),
      );
    }
  };

  return (
    <Flex align="center" gap={8}>
      {progress && (
        <Suspense fallback={null}>
          <ExportProgress progress={progress} />
        </Suspense>
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {t('employerQuotations.export')}
      </Button>
    </Flex>
  );
}
