import type { ReactNode } from 'react';
import {
  CheckOutlined,
  CloseOutlined,
  CreditCardOutlined,
  FilePdfOutlined,
  FolderOpenOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApproveQuotation } from '../hooks/use-approve-quotation';
import type { EmployerQuotation, QuotationDetailEdits } from '../hooks/use-quotation-detail-edits';
import { decisionBlockText } from './decision-block-text';

export type DetailDialog = 'calculation' | 'transactions' | 'documents' | 'refuse';
type Props = {
  quotation: EmployerQuotation;
  edits: QuotationDetailEdits;
  onOpen: (dialog: DetailDialog) => void;
};

/** A disabled button says why in a tooltip (a disabled button itself gets no hover). */
function why(reason: string | null, button: ReactNode) {
  return reason ? (
    <Tooltip title={reason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/**
 * The modal's buttons (spec 03 section 2.6): show calculation, service-pass transactions (only
 * with a pass), documents, save, refuse and approve. Refuse and approve follow the server's
 * flags (the domain's decision rules), a disabled one saying the server's reason; approval
 * happens at once, refusal asks its reason, and refusing an approved quotation confirms first.
 */
export function QuotationDetailActions({ quotation, edits, onOpen }: Props) {
  const { t } = useTranslation();
  const { approve, approving } = useApproveQuotation(quotation.id);
  const blocked = (block: EmployerQuotation['approve_blocked_by']) =>
    block ? decisionBlockText(t, block, quotation.order_status.name) : null;
  const approvedAlready = quotation.decision === 'APPROVED';
  const refuseButton = (
    <Button
      danger
      icon={<CloseOutlined />}
      disabled={!quotation.may_refuse}
      onClick={approvedAlready ? undefined : () => onOpen('refuse')}
    >
      {t('employerQuotation.refuse')}
    </Button>
  );
  return (
    <Flex gap={8} wrap justify="space-between">
      <Flex gap={8} wrap>
        <Button icon={<FilePdfOutlined />} onClick={() => onOpen('calculation')}>
          {t('employerQuotation.showCalculation')}
        </Button>
        {why(
          quotation.service_pass ? null : t('employerQuotation.noServicePass'),
          <Button
            icon={<CreditCardOutlined />}
            disabled={!quotation.service_pass}
            onClick={() => onOpen('transactions')}
          >
            {t('employerQuotation.servicePassTransactions')}
          </Button>,
        )}
        <Button icon={<FolderOpenOutlined />} onClick={() => onOpen('documents')}>
          {t('employerQuotation.documents')}
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        {why(
          quotation.may_edit ? null : t('employerQuotation.locked'),
          <Button
            icon={<SaveOutlined />}
            disabled={!edits.canSave}
            loading={edits.saving}
            onClick={() => void edits.save()}
          >
            {t('employerQuotation.save')}
          </Button>,
        )}
        {why(
          quotation.may_refuse ? null : blocked(quotation.refuse_blocked_by),
          approvedAlready && quotation.may_refuse ? (
            <Popconfirm
              title={t('employerQuotation.refuseApprovedConfirm')}
              okText={t('employerQuotation.refuse')}
              okButtonProps={{ danger: true }}
              cancelText={t('employerQuotation.cancel')}
              onConfirm={() => onOpen('refuse')}
            >
              {refuseButton}
            </Popconfirm>
          ) : (
            refuseButton
          ),
        )}
        {why(
          quotation.may_approve ? null : blocked(quotation.approve_blocked_by),
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={!quotation.may_approve}
            loading={approving}
            onClick={() => void approve()}
          >
            {t('employerQuotation.approve')}
          </Button>,
        )}
      </Flex>
    </Flex>
  );
}
