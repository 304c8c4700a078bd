import { useEffect, useState } from 'react';
import { Button, Flex, Image, Popconfirm, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOGO_MAX_BYTES } from '@spokes/domain/limits';

type Props = {
  /** The saved logo's address, or null. */
  savedUrl: string | null;
  /** A logo chosen here, sent with the next save. */
  pending: File | null;
  onPick: (file: File) => void;
  /** Refuses a file the browser already knows is wrong (the server checks its content again). */
  onRefuse: (code: 'LOGO_NOT_AN_IMAGE' | 'LOGO_TOO_LARGE') => void;
  /** Deletes the saved logo (after confirmation); absent for a new company. */
  onDelete?: () => void;
  deleting?: boolean;
};

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The General tab's logo: a preview, a picker for PNG, JPEG or WebP up to 2 MB, and delete. */
export function CompanyLogoField({ savedUrl, pending, onPick, onRefuse, onDelete, deleting }: Props) {
  const { t } = useTranslation();
  // A data: address, not a blob: one: the page's content security policy allows `img-src 'self' data:`.
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return setPendingUrl(null);
    const reader = new FileReader();
    reader.onload = () => setPendingUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(pending);
    return () => reader.abort();
  }, [pending]);
  const shown = pendingUrl ?? savedUrl;
  return (
    <Flex gap={12} align="center" wrap>
      <div
        style={{
          width: 96,
          height: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px dashed rgba(0,0,0,0.15)',
          borderRadius: 8,
        }}
      >
        {shown ? (
          <Image
            src={shown}
            alt={t('companySettings.logo')}
            width={88}
            height={88}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        )}
      </div>
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              if (!ACCEPT.split(',').includes(file.type)) onRefuse('LOGO_NOT_AN_IMAGE');
              else if (file.size > COMPANY_LOGO_MAX_BYTES) onRefuse('LOGO_TOO_LARGE');
              else onPick(file);
              return false;
            }}
          >
            <Button>{t('companySettings.logoChoose')}</Button>
          </Upload>
          {onDelete && savedUrl && !pending && (
            <Popconfirm
              title={t('companySettings.logoDeleteConfirm')}
              okText={t('companySettings.logoDelete')}
              cancelText={t('companySettings.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onDelete}
            >
              <Button danger loading={deleting}>
                {t('companySettings.logoDelete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {pending ? t('companySettings.logoPending') : t('companySettings.logoHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
