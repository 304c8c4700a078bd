import { Alert, Button, Flex, Popconfirm, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import type { SheetStateFieldsFragment } from '../../../generated/graphql';
import { CompanySheetStateDocument } from '../api/company-sheet-state.generated';
import { useSheetActions } from '../hooks/use-sheet-actions';

/** The sheet page of a company. */
export const calculationSheetPath = (companyId: number) =>
  `/settings/companies/${companyId}/calculation-sheet`;

export type CompanySheetSectionProps = {
  companyId: number;
  /** Leave out the link to the sheet page (on the sheet page itself). */
  hideLink?: boolean;
};

/**
 * The calculation sheet's controls on a company's General tab (spec 03 section 2.2): badge S or
 * where the sheet is inherited from, "generate sheet" (no own sheet, or one equal to the
 * inherited), the link to the sheet page and delete with confirmation. For existing companies.
 */
export function CompanySheetSection({ companyId, hideLink = false }: CompanySheetSectionProps) {
  const { t } = useTranslation();
  const [{ data, error, fetching }] = useQuery({
    query: CompanySheetStateDocument,
    variables: { company_id: companyId },
    requestPolicy: 'cache-and-network',
  });
  const { generate, remove, generating, deleting } = useSheetActions(companyId);
  const state = data?.companySheetState;

  if (error && !state) return <Alert type="error" showIcon title={t('calculationSheet.loadFailed')} />;
  if (!state) return fetching ? <Skeleton.Input active size="small" /> : null;

  return (
    <Flex vertical gap={8} data-testid="company-sheet-section">
      <Typography.Text strong>{t('calculationSheet.title')}</Typography.Text>
      <SheetStateLine state={state} />
      <Flex gap={8} wrap align="center">
        {state.can_generate && (
          <Button onClick={() => void generate()} loading={generating}>
            {t('calculationSheet.generate')}
          </Button>
        )}
        {!hideLink && <Link to={calculationSheetPath(companyId)}>{t('calculationSheet.open')}</Link>}
        {state.own && (
          <Popconfirm
            title={t('calculationSheet.deleteTitle')}
            description={
              <div style={{ maxWidth: 320 }}>
                {t('calculationSheet.deleteText', { company: state.company.name })}
              </div>
            }
            okText={t('calculationSheet.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button danger loading={deleting}>
              {t('calculationSheet.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}

/** Badge S with the version, or where the sheet comes from. */
export function SheetStateLine({ state }: { state: SheetStateFieldsFragment }) {
  const { t } = useTranslation();
  const version = state.version ?? '—';
  if (state.own)
    return (
      <Flex gap={8} align="center" wrap>
        <Tooltip title={t('calculationSheet.badgeTitle')}>
          <Tag color="blue" aria-label={t('calculationSheet.badgeTitle')}>
            S
          </Tag>
        </Tooltip>
        <Typography.Text>{t('calculationSheet.own', { version })}</Typography.Text>
        <Typography.Text type="secondary">
          {t(state.equals_inherited ? 'calculationSheet.equalsParent' : 'calculationSheet.differsFromParent')}
        </Typography.Text>
      </Flex>
    );
  if (state.source === 'NONE')
    return <Typography.Text type="warning">{t('calculationSheet.none')}</Typography.Text>;
  return (
    <Typography.Text>
      {state.source_company
        ? t('calculationSheet.inheritedFrom', { company: state.source_company.name, version })
        : t('calculationSheet.inheritedGlobal', { version })}
    </Typography.Text>
  );
}
