/** One page of a sitemap: its URL in one locale and the same page in every locale that has it. */
export interface SitemapUrl {
  loc: string
  /** ISO date-time of the page's last change, when known. */
  lastmod?: string
  /** `hreflang` → URL, the page's own locale included, and `x-default`. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>
}

/** The sitemaps protocol's limit of URLs in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text as XML character data or attribute value: the five markup characters escaped, and the
 * characters XML 1.0 cannot hold at all (controls, unpaired surrogates) left out.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** A `urlset` with the pages' language alternates (Google's `xhtml:link` form of hreflang). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''
      const links = url.alternates
        .map(
          (link) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
        )
        .join('')
      return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links}</url>`
    })
    .join('\n')
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

/** A sitemap index naming the sitemap files. */
export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod: string }>): string {
  const body = sitemaps
    .map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc><lastmod>${escapeXml(sitemap.lastmod)}</lastmod></sitemap>`,
    )
    .join('\n')
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}
