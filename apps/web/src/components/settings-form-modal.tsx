import type { ReactNode } from 'react';
import { Flex, Modal } from 'antd';
import { SettingsHistoryButton } from './settings-history-button';

type Props = {
  title: string;
  /** The record being edited, whose history the title offers; absent while creating one. */
  history?: { table: string; recordId: number; name: string } | null;
  /** The id of the form inside: Save submits it, so Enter and the button do the same. */
  formId: string;
  okText: string;
  cancelText: string;
  /** False until the form is valid and differs from what is saved (STYLE.md "Forms"). */
  canSave: boolean;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The modal a settings record is created or edited in: title with history, Cancel and Save. */
export function SettingsFormModal(props: Props) {
  return (
    <Modal
      open
      width={640}
      title={
        <Flex justify="space-between" align="center" gap={8} style={{ paddingInlineEnd: 32 }}>
          {props.title}
          {props.history && <SettingsHistoryButton {...props.history} />}
        </Flex>
      }
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{
        disabled: !props.canSave,
        loading: props.saving,
        htmlType: 'submit',
        form: props.formId,
      }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.children}
    </Modal>
  );
}
