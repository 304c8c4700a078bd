import { Modal } from 'antd';

type Props = { quotationId: number; onClose: () => void };

/**
 * Placeholder for the employer's detail modal, which is built on its own branch (helper B) with
 * this same signature and replaces this file at merge; here it only names the quotation.
 */
export function QuotationDetailModal({ quotationId, onClose }: Props) {
  return <Modal open title={String(quotationId)} onCancel={onClose} footer={null} />;
}
