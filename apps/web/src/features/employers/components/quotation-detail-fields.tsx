import { AutoComplete, Descriptions, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { BIKE_TYPE } from '@spokes/domain/codes';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { EmployerQuotationCostCentersDocument } from '../api/employer-quotation-cost-centers.generated';
import type { EmployerQuotation, QuotationDetailEdits } from '../hooks/use-quotation-detail-edits';
import { decidedByText } from './decided-by-text';

type Props = { quotation: EmployerQuotation; edits: QuotationDetailEdits };

/**
 * Every field of the detail (spec 03 section 2.6); the employee number, the cost centre (offered
 * from the company's cost centres) and the earliest delivery date are editable while the status
 * allows it. The licence number shows for a speed pedelec only, 'unknown' while there is none.
 */
export function QuotationDetailFields({ quotation, edits }: Props) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({
    query: EmployerQuotationCostCentersDocument,
    variables: { companyId: quotation.company.id },
    pause: !quotation.may_edit,
  });
  const locked = !quotation.may_edit;
  const lockedTitle = locked ? t('employerQuotation.locked') : undefined;
  const costCenters = (data?.costCenters ?? []).map((center) => ({ value: center.name }));
  const speedPedelec = quotation.bike_type.id === BIKE_TYPE.SPEED_PEDELEC.id;

  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered styles={{ label: { width: 170 } }}>
      <Descriptions.Item label={t('employerQuotation.quotationNumber')}>
        {quotation.quotation_number}
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.date')}>
        {formatDate(new Date(quotation.quotation_date))}
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.employee')}>{quotation.employee.name}</Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.company')}>
        <Flex align="center" gap={8}>
          {quotation.company.logo_url && (
            <img
              src={quotation.company.logo_url}
              alt={t('home.logoOf', { name: quotation.company.name })}
              style={{ maxHeight: 32, maxWidth: 96, objectFit: 'contain' }}
            />
          )}
          {quotation.company.name}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.employeeNumber')}>
        <Input
          aria-label={t('employerQuotation.employeeNumber')}
          value={edits.values.employeeNumber}
          disabled={locked}
          title={lockedTitle}
          maxLength={INPUT_MAX_LENGTH.identifier}
          onChange={(event) => edits.set('employeeNumber', event.target.value)}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.investment')}>
        {formatMoney(quotation.total_vat_excluded)}
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.bikeType')}>
        {quotation.bike_type.name}
      </Descriptions.Item>
      {speedPedelec && (
        <Descriptions.Item label={t('employerQuotation.licenseNumber')}>
          {quotation.license_number || t('employerQuotation.unknown')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('employerQuotation.handledBy')}>
        {decidedByText(t, 'approve', {
          by: quotation.handled_by,
          for: quotation.handled_for,
          policyCompanyId: quotation.handled_by_policy_company_id,
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.cancelledBy')}>
        {decidedByText(t, 'refuse', {
          by: quotation.cancelled_by,
          for: quotation.cancelled_for,
          policyCompanyId: quotation.cancelled_by_policy_company_id,
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.costCenter')}>
        <Flex vertical>
          <AutoComplete
            aria-label={t('employerQuotation.costCenter')}
            value={edits.values.costcenter}
            options={costCenters}
            disabled={locked}
            title={lockedTitle}
            allowClear
            status={edits.costCenterError ? 'error' : undefined}
            filterOption={(typed, option) =>
              option?.value.toLowerCase().includes(typed.toLowerCase()) ?? false
            }
            onChange={(value: string | undefined) => edits.set('costcenter', value ?? '')}
          />
          {edits.costCenterError && <Typography.Text type="danger">{edits.costCenterError}</Typography.Text>}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('employerQuotation.earliestDeliveryDate')}>
        <Flex vertical>
          <Input
            aria-label={t('employerQuotation.earliestDeliveryDate')}
            placeholder={t('employerQuotation.datePlaceholder')}
            value={edits.values.earliestDeliveryDate}
            disabled={locked}
            title={lockedTitle}
            allowClear
            maxLength={10}
            status={edits.dateInvalid ? 'error' : undefined}
            onChange={(event) => edits.set('earliestDeliveryDate', event.target.value)}
          />
          {edits.dateInvalid && (
            <Typography.Text type="danger">{t(errorTranslationKey('DATE_INVALID'))}</Typography.Text>
          )}
        </Flex>
      </Descriptions.Item>
    </Descriptions>
  );
}
