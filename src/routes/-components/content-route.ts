import { notFound } from '@tanstack/react-router'
import type { ContentSection } from '@common/content-schemas'
import { localeFromPrefix, market, type Locale } from '@common/market'
import { pageTitle } from '../../components/app/head-links'
import type { RouterContext } from '../../router-context'
import { ApiError } from '../../services/api'
import { contentPageQueryOptions, type ContentPageResponse } from '../../services/content-pages'

export interface LoadedContentPage {
  content: ContentPageResponse
  locale: Locale
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
      contentPageQueryOptions(context.api, locale, path, context.preview.token),
    )
    return { content, locale }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}

/** The page's title and description; a preview is never indexed. */
export function contentHead(loaded: LoadedContentPage | undefined) {
  if (!loaded) return { meta: [pageTitle()] }
  const { page, preview } = loaded.content
  return {
    meta: [
      pageTitle(page.title),
      { name: 'description', content: page.description },
      ...(preview ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  }
}
