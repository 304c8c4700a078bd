import { lazy, Suspense, useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Grid, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { PageTitle } from '../../../components/page-title';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewerState } from '../../../lib/viewer/viewer-context';
import { InfoPageDocument } from '../api/info-page.generated';
import { infoPageLocation } from './info-page-paths';
import { InfoPagesNav } from './info-pages-nav';
import './info-page.css';

// The editor (TipTap) loads when a super user opens it: readers never download it.
const InfoPageEditor = lazy(() => import('./info-page-editor').then((m) => ({ default: m.InfoPageEditor })));

const context = { additionalTypenames: ['InfoPage'] };

/**
 * An info page of spec 03 section 2.7 (/info, /info-end-of-lease, /info-damage, /contact, on the
 * dealer side and in the employers portal): its text in the viewer's language, which the server
 * picks (fr, else nl). A user whose details are not loaded sees an empty page.
 */
export function InfoPageScreen() {
  const { state } = useViewerState();
  const location = infoPageLocation(useLocation().pathname);
  if (state.status !== 'signed-in' || !location) return null;
  return <InfoPageContent {...location} superUser={isSuperUser(state.viewer)} />;
}

function InfoPageContent({
  slug,
  base,
  superUser,
}: NonNullable<ReturnType<typeof infoPageLocation>> & { superUser: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // A phone keeps its width for the text and the tables: the card's padding shrinks.
  const wide = Grid.useBreakpoint().md ?? true;
  const [{ data, fetching, error }] = useQuery({ query: InfoPageDocument, variables: { slug }, context });
  const html = data?.infoPage.html;
  return (
    <Flex vertical gap={16} data-testid="info-page">
      <InfoPagesNav base={base} current={slug} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <PageTitle>{t(`infoPages.title.${slug}`)}</PageTitle>
        {superUser && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="info-page-edit">
            {t('infoPages.edit')}
          </Button>
        )}
      </Flex>
      {error && <Alert type="error" showIcon title={t('infoPages.loadFailed')} />}
      <Card size={wide ? 'default' : 'small'}>
        {fetching && !data ? (
          <Skeleton active />
        ) : (
          // Sanitised on the server (lib/rich-html): formatting, tables, links and images only.
          <div
            className="info-page-html"
            lang={data?.infoPage.language}
            data-testid="info-page-html"
            dangerouslySetInnerHTML={{ __html: html ?? '' }}
          />
        )}
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <InfoPageEditor
            slug={slug}
            title={t(`infoPages.title.${slug}`)}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
