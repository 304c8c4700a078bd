import { Flex, theme } from 'antd';
import type { InfoPageSlug } from '@spokes/domain/info-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { infoPagePath, infoPageSlugs } from './info-page-paths';

/**
 * The four info pages as a row of links, so each page reaches the others (and opens in a new
 * tab); the current one is marked with aria-current. Plain links, not tabs: a tab holding a
 * link nests two controls.
 */
export function InfoPagesNav({ base, current }: { base: string; current: InfoPageSlug }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('infoPages.navigation')} className="info-pages-nav">
      <Flex
        gap="4px 24px"
        wrap
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, color: token.colorText }}
      >
        {infoPageSlugs.map((slug) => (
          <Link
            key={slug}
            to={infoPagePath(base, slug)}
            aria-current={slug === current ? 'page' : undefined}
            style={slug === current ? { color: token.colorPrimaryText } : undefined}
            data-testid={`info-tab-${slug}`}
          >
            {t(`infoPages.title.${slug}`)}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}
