import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '../hooks/use-streamed-download';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Rows and bytes received so far, with a bar once the server has said how many rows come. */
export function ExportProgress({ progress }: { progress: DownloadProgress }) {
  const { t } = useTranslation();
  return (
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
  );
}
