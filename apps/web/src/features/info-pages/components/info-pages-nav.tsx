import { Tabs } from 'antd';
import type { InfoPageSlug } from '@spokes/domain/info-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { infoPagePath, infoPageSlugs } from './info-page-paths';

/** The four info pages as tabs of links, so each page reaches the others (and opens in a new tab). */
export function InfoPagesNav({ base, current }: { base: string; current: InfoPageSlug }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('infoPages.navigation')}>
      <Tabs
        activeKey={current}
        size="small"
        style={{ marginBottom: -8 }}
        items={infoPageSlugs.map((slug) => ({
          key: slug,
          label: (
            <Link to={infoPagePath(base, slug)} data-testid={`info-tab-${slug}`}>
              {t(`infoPages.title.${slug}`)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
