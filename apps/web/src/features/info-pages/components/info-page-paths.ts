import { INFO_PAGE_SLUGS, isInfoPageSlug, type InfoPageSlug } from '@spokes/domain/info-pages';

/**
 * Where an info page sits: the dealer side at /{slug}, the employers portal at
 * /employersportal/{slug} (docs/decisions.md). The path's last segment is the page.
 */
export function infoPageLocation(pathname: string): { slug: InfoPageSlug; base: string } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const slug = segments.pop() ?? '';
  return isInfoPageSlug(slug) ? { slug, base: segments.join('/') } : null;
}

export function infoPagePath(base: string, slug: InfoPageSlug): string {
  return `${base}/${slug}`;
}

export const infoPageSlugs = INFO_PAGE_SLUGS;
