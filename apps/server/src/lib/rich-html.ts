import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of html written with the rich-text editor by super users and read by dealers
 * and employers: on save and again on read. Only formatting, lists, tables, links and images
 * survive (no script, style, event handler or javascript: link); links open in a new tab
 * without access to the portal. Each text picks its allowed set below.
 */
export type RichHtmlProfile = {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
};

const LINK_AND_IMAGE_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** The company info text (company settings): sanitize-html's formatting tags and images. */
export const COMPANY_INFO_HTML: RichHtmlProfile = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: LINK_AND_IMAGE_ATTRIBUTES,
};

const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** The info pages (spec 03 section 2.7): the same, with tables whose cells may span. */
export const INFO_PAGE_HTML: RichHtmlProfile = {
  allowedTags: [...new Set([...COMPANY_INFO_HTML.allowedTags, ...TABLE_TAGS])],
  allowedAttributes: {
    ...LINK_AND_IMAGE_ATTRIBUTES,
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
};

function options(profile: RichHtmlProfile): sanitizeHtml.IOptions {
  return {
    allowedTags: profile.allowedTags,
    allowedAttributes: profile.allowedAttributes,
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  };
}

/** The html with only what the profile allows; null when nothing is left. */
export function sanitizeRichHtml(html: string | null, profile: RichHtmlProfile): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, options(profile)).trim();
  return clean === '' ? null : clean;
}
