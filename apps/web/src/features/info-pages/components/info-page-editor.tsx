import { useState } from 'react';
import { App, Alert, Button, Flex, Modal, Segmented, Skeleton } from 'antd';
import { INFO_PAGE_LANGUAGES, type InfoPageLanguage, type InfoPageSlug } from '@spokes/domain/info-pages';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { InfoPageTextsDocument } from '../api/info-page-texts.generated';
import { UpdateInfoPageDocument } from '../api/update-info-page.generated';

type Props = { slug: InfoPageSlug; title: string; onClose: () => void };

const context = { additionalTypenames: ['InfoPage'] };

/**
 * A super user's editor of an info page: the Dutch or French text (chosen above the editor) in
 * the rich-text editor with tables. Save stores the language being edited; the server
 * sanitises it and logs the change.
 */
export function InfoPageEditor({ slug, title, onClose }: Props) {
  const { t } = useTranslation();
  const { message: toast, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const [{ data, fetching, error }] = useQuery({
    query: InfoPageTextsDocument,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const [{ fetching: saving }, save] = useMutation(UpdateInfoPageDocument);
  const [language, setLanguage] = useState<InfoPageLanguage>('nl');
  const [drafts, setDrafts] = useState<Partial<Record<InfoPageLanguage, string>>>({});
  const saved = (lang: InfoPageLanguage) =>
    data?.infoPageTexts.find((text) => text.language === lang)?.html ?? '';
  const value = drafts[language] ?? saved(language);
  const changed = (lang: InfoPageLanguage) => drafts[lang] !== undefined && drafts[lang] !== saved(lang);

  const close = () => {
    if (!INFO_PAGE_LANGUAGES.some(changed)) return onClose();
    modal.confirm({ title: t('infoPages.leaveConfirm'), onOk: onClose });
  };

  const submit = async () => {
    const result = await save({ slug, language, html: value }, context);
    if (result.error) {
      void toast.error(errorMessage(result.error));
      return;
    }
    void toast.success(t('infoPages.saved'));
    const others = INFO_PAGE_LANGUAGES.filter((lang) => lang !== language && changed(lang));
    if (others.length === 0) onClose();
    else setDrafts((current) => ({ ...current, [language]: undefined }));
  };

  return (
    <Modal
      open
      width={960}
      title={t('infoPages.editTitle', { title })}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={close}>{t('infoPages.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!data || !changed(language)}
            onClick={() => void submit()}
            data-testid="info-page-save"
          >
            {t('infoPages.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <span id="info-page-language">{t('infoPages.language')}</span>
          <Segmented<InfoPageLanguage>
            aria-labelledby="info-page-language"
            value={language}
            onChange={setLanguage}
            options={INFO_PAGE_LANGUAGES.map((lang) => ({
              value: lang,
              label: (
                <span data-testid={`info-page-language-${lang}`}>{t(`infoPages.language.${lang}`)}</span>
              ),
            }))}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={errorMessage(error)} />}
        {fetching && !data ? (
          <Skeleton active />
        ) : (
          <RichTextEditor
            key={language}
            tables
            value={value}
            onChange={(html) => setDrafts((current) => ({ ...current, [language]: html }))}
            ariaLabel={`${t('infoPages.content')} (${t(`infoPages.language.${language}`)})`}
          />
        )}
      </Flex>
    </Modal>
  );
}
