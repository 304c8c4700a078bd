import { Alert, Button, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { CompanyInfoDocument } from '../api/company-info.generated';

type Props = {
  companyId: number;
  /** The spec's next button: the company's employees. */
  onNext: () => void;
  /** Straight to a new employee of the company, the usual start of a quotation for a newcomer. */
  onAddEmployee: () => void;
  onClose: () => void;
};

/** The company info card of the home page; `info` is html the server has sanitised. */
export function CompanyInfoModal({ companyId, onNext, onAddEmployee, onClose }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [{ data, fetching, error }] = useQuery({ query: CompanyInfoDocument, variables: { id: companyId } });
  const company = data?.companyInfo;
  return (
    <Modal
      open
      title={
        <Flex gap={8} align="center">
          {company?.name ?? t('home.companyInfo')}
          {company?.fip && <Tag color="purple">FIP</Tag>}
        </Flex>
      }
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onAddEmployee} disabled={!company} data-testid="company-info-add-employee">
            {t('employees.add')}
          </Button>
          <Button type="primary" onClick={onNext} disabled={!company} data-testid="company-info-next">
            {t('home.next')}
          </Button>
        </Flex>
      }
    >
      {fetching && <Skeleton active />}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {company && (
        <Flex vertical gap={12}>
          {company.logo_url && (
            // A box of fixed size: the buttons below stay where they are when the logo arrives,
            // so a click aimed at them while it loads is not lost.
            <img
              src={company.logo_url}
              alt={t('home.logoOf', { name: company.name })}
              width={240}
              height={80}
              style={{ objectFit: 'contain', objectPosition: 'left center' }}
            />
          )}
          {company.info ? (
            // Sanitised on the server (sanitize-html): formatting, links and images only.
            <div className="company-info-html" dangerouslySetInnerHTML={{ __html: company.info }} />
          ) : (
            <Typography.Text type="secondary">{t('home.noCompanyInfo')}</Typography.Text>
          )}
        </Flex>
      )}
    </Modal>
  );
}
