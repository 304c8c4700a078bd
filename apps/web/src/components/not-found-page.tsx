import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The generic error screen (spec 03 section 2.9): 'something went wrong' and a home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title={t('common.somethingWentWrong')}
        subTitle={t('errorPage.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.home')}
          </Button>
        }
      />
    </Flex>
  );
}
