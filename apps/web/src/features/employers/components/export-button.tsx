import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadRefused, useStreamedDownload } from '../hooks/use-streamed-download';

type Props = {
  /** The export's address with the list's filters and sort. */
  url: string;
};

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
        <Flex vertical style={{ minWidth: 180 }} role="status">
          <Typography.Text type="secondary">
            {t('employerQuotations.exportProgress', { rows: progress.rows, size: size(progress.bytes) })}
          </Typography.Text>
          {progress.total !== null && progress.total > 0 && (
            <Progress
              size="small"
              percent={Math.min(100, Math.round((progress.rows / progress.total) * 100))}
              showInfo={false}
            />
          )}
        </Flex>
      )}
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
        {t('employerQuotations.export')}
      </Button>
    </Flex>
  );
}
