import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageTextPartsFragment } from '../../../generated/graphql';

/** What a text of this message may use, each with the value the preview shows for it. */
export function VariableList(props: { variables: MessageTextPartsFragment['variables'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('messageTexts.variables')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('messageTexts.variablesHelp')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { whiteSpace: 'nowrap', width: 1 } }}
        items={props.variables.map((variable) => ({
          key: variable.name,
          label: <Typography.Text code copyable>{`{{${variable.name}}}`}</Typography.Text>,
          children: (
            <>
              <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                {variable.demo}
              </Typography.Text>
              {variable.secret && <Tag color="orange">{t('messageTexts.secret')}</Tag>}
            </>
          ),
        }))}
      />
    </>
  );
}
