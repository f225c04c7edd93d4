import { notFound } from '@tanstack/react-router'
import type { ContentSection } from '@common/content-schemas'
import { isLocale, localeFromPrefix, market, type Locale } from '@common/market'
import type { I18n } from '@lingui/core'
import { languageLinks, pageTitle } from '../../components/app/head-links'
import { contentPageScripts, pathCrumbs } from '../../components/app/structured-data'
import { trailName } from '../../components/content/trail-names'
import type { RouterContext } from '../../router-context'
import { ApiError } from '../../services/api'
import { contentPageQueryOptions, type ContentPageResponse } from '../../services/content-pages'

interface LoadedContentPage {
  content: ContentPageResponse
  locale: Locale
  /** The languages the page is written in: the layout's language and country links lead elsewhere in the others. */
  availableLocales: readonly Locale[]
}

/**
 * A content section's page: the section's index (no `splat`) or a page below it. A path that names no
 * published page (or, in preview mode, no draft either) is the 404 page.
 */
export async function loadContentPage(
  context: RouterContext,
  params: { locale?: string | undefined; _splat?: string | undefined },
  section: ContentSection,
): Promise<LoadedContentPage> {
  const locale = localeFromPrefix(params.locale) ?? market.defaultLocale
  const splat = (params._splat ?? '').replace(/\/+$/, '')
  const path = splat ? `/${section}/${splat}` : `/${section}`
  try {
    const content = await context.queryClient.ensureQueryData(
      contentPageQueryOptions(context.api, locale, path, context.preview),
    )
    return { content, locale, availableLocales: content.locales.filter(isLocale) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

/** The page's title, description and structured data (breadcrumbs, FAQ, article); a preview is never indexed. */
export function contentHead(
  loaded: LoadedContentPage | undefined,
  context: { siteOrigin: string; i18n: I18n },
  internalPath: string,
) {
  if (!loaded) return { meta: [pageTitle()] }
  const { page, preview, path } = loaded.content
  const segments = path.split('/').slice(1)
  const crumbs = pathCrumbs(
    context.siteOrigin,
    loaded.locale,
    segments.map((segment, index) => ({
      segment,
      name: index === segments.length - 1 ? page.title : trailName(segment, (message) => context.i18n._(message)),
    })),
  )
  const url = crumbs[crumbs.length - 1]!.url
  return {
    meta: [
      pageTitle(page.title),
      { name: 'description', content: page.description },
      ...(preview ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: preview ? [] : languageLinks(internalPath, context.siteOrigin, loaded.availableLocales),
    scripts: contentPageScripts(page, url, context.siteOrigin, crumbs),
  }
}
