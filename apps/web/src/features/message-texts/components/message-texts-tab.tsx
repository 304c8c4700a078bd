import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { MessageTextPartsFragment } from '../../../generated/graphql';
import { MessageTextsDocument } from '../api/message-texts.generated';
import { MessageTextEditor } from './message-text-editor';

// A save answers with the MessageText: the list's query refetches on that type.
const queryContext = { additionalTypenames: ['MessageText'] };

/**
 * 'Mail- en sms-teksten' (issue 24): every mail and SMS the product sends with its languages,
 * those a super user edited in blue; a row opens its editor.
 */
export function MessageTextsTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({ query: MessageTextsDocument, context: queryContext });
  const messages = data?.messageTexts ?? [];
  const open = messages.find((message) => message.name === editing);

  const columns: ColumnsType<MessageTextPartsFragment> = [
    {
      key: 'name',
      title: t('messageTexts.message'),
      render: (_, message) => t(`messageTexts.name.${message.name}`),
    },
    {
      key: 'channel',
      title: t('messageTexts.channel'),
      width: 120,
      render: (_, message) => t(message.channel === 'sms' ? 'messageTexts.sms' : 'messageTexts.mail'),
    },
    {
      key: 'languages',
      title: (
        <Tooltip title={t('messageTexts.editedHint')}>
          <span>{t('messageTexts.languages')}</span>
        </Tooltip>
      ),
      width: 260,
      render: (_, message) => (
        <Space size={4}>
          {message.texts.map((text) => (
            <Tag
              key={text.language}
              color={text.edited ? 'blue' : undefined}
              title={text.edited ? t('messageTexts.edited') : t('messageTexts.shipped')}
            >
              {text.language.toUpperCase()}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'edit',
      width: 56,
      align: 'right',
      render: (_, message) => (
        <Tooltip title={t('messageTexts.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('messageTexts.edit')}: ${t(`messageTexts.name.${message.name}`)}`}
            onClick={() => setEditing(message.name)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('settings.messageTexts')}</Typography.Title>
      {error && <Alert type="error" showIcon title={t('messageTexts.loadFailed')} />}
      <Table<MessageTextPartsFragment>
        rowKey="name"
        size="middle"
        columns={columns}
        dataSource={messages}
        loading={fetching}
        pagination={false}
        onRow={(message) => ({ onDoubleClick: () => setEditing(message.name) })}
      />
      {open && <MessageTextEditor message={open} onClose={() => setEditing(null)} />}
    </>
  );
}
