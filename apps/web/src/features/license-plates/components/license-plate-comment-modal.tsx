import { useState } from 'react';
import { Flex, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicensePlateEditor } from '../hooks/use-license-plate-edits';
import type { LicensePlateRow } from './license-plate-edits';

type Props = { row: LicensePlateRow; editor: LicensePlateEditor; onClose: () => void };

/** The comment modal (spec 03 section 2.8): the remark is mailed to the dealer and the request goes to status 7. */
export function LicensePlateCommentModal({ row, editor, onClose }: Props) {
  const { t } = useTranslation();
  const [comment, setComment] = useState(row.comment ?? '');
  const sending = editor.busy === row.id;
  return (
    <Modal
      open
      title={`${t('licensePlates.commentTitle')} · ${row.quotation_number}`}
      okText={t('licensePlates.commentSend')}
      cancelText={t('licensePlates.cancel')}
      okButtonProps={{ disabled: comment.trim() === '', loading: sending }}
      onOk={async () => {
        if (await editor.sendComment(row, comment.trim())) onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {row.dealer_name}
          {row.dealer_email ? ` · ${t('licensePlates.commentRecipient', { email: row.dealer_email })}` : ''}
        </Typography.Text>
        <Input.TextArea
          autoFocus
          aria-label={t('licensePlates.comment')}
          rows={5}
          maxLength={1000}
          showCount
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Flex>
    </Modal>
  );
}
