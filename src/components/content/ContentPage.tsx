import { useLingui } from '@lingui/react/macro'
import type { ContentBlock } from '@common/content-schemas'
import type { Locale } from '@common/market'
import type { ContentPageResponse } from '../../services/content-pages'
import { responsiveImage } from '../../services/images'
import { routerHref } from '../../services/navigation-links'
import { ContentLink } from '../layout/ContentLink'
import { RichText } from '../layout/RichText'
import { useBreadcrumbTrail } from '../listing/PageBreadcrumbs'
import { ProductRail } from '../listing/ProductRail'
import { RouterAnchor } from '../ui/RouterAnchor'
import * as styles from './ContentPage.css'

function formatDate(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
}

/** The page's chain in the breadcrumb map (spec 2.1): the sections above it link, the page itself ends it. */
function Breadcrumbs({ path, title, locale }: { path: string; title: string; locale: Locale }) {
  const { t } = useLingui()
  const crumbs = useBreadcrumbTrail(path, locale, title)
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={styles.breadcrumbs}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.to}>
              <RouterAnchor to={crumb.to}>{crumb.label}</RouterAnchor>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}

function Block({ block, locale, index }: { block: ContentBlock; locale: Locale; index: number }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>
    case 'richText':
      return <RichText document={block.content} />
    case 'image': {
      const image = responsiveImage(block.image.src, {
        width: 828,
        aspectRatio: '16:9',
        passthrough: { fit: 'contain' },
        sizes: '(min-width: 48rem) 48rem, 100vw',
      })
      return (
        <figure className={styles.figure}>
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={1600}
            height={900}
            alt={block.image.alt}
            loading="lazy"
          />
          {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
        </figure>
      )
    }
    case 'faq':
      // Native disclosure: each answer opens with or without the page's scripts.
      return (
        <div className={styles.faq}>
          {block.items.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>{item.question}</summary>
              <RichText document={item.answer} />
            </details>
          ))}
        </div>
      )
    case 'links':
      return (
        <section aria-label={block.title}>
          {block.title && <h2>{block.title}</h2>}
          <ul className={styles.tiles}>
            {block.links.map((link) => (
              <li key={`${link.label}${link.href ?? ''}`}>
                {link.href ? (
                  <ContentLink className={styles.tile} href={link.href}>
                    <strong>{link.label}</strong>
                    {link.description && <span className={styles.tileText}>{link.description}</span>}
                  </ContentLink>
                ) : (
                  <span className={styles.tile}>
                    <strong>{link.label}</strong>
                    {link.description && <span className={styles.tileText}>{link.description}</span>}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )
    case 'products':
      return (
        <ProductRail
          id={`content-${index}`}
          title={block.title}
          query={{ filters: block.filters, hitsPerPage: block.limit }}
          locale={locale}
          seeAll={block.link ? routerHref(block.link, locale) : undefined}
        />
      )
  }
}

/** A content page (customer service, legal pages, stories, guides, explore, campaigns) and the pages below it. */
export function ContentPageView({ content, locale }: { content: ContentPageResponse; locale: Locale }) {
  const { t } = useLingui()
  const { page, path } = content
  // The pages below this one that its own link tiles do not already show.
  const linked = new Set(
    page.blocks.flatMap((block) => (block.type === 'links' ? block.links.map((link) => link.href) : [])),
  )
  const children = content.children.filter((child) => !linked.has(child.path))
  const isIndex = page.kind === 'hub' || page.kind === 'campaign'
  return (
    <article className={isIndex ? `${styles.page} ${styles.wide}` : styles.page}>
      <Breadcrumbs path={path} title={page.title} locale={locale} />
      <h1 className={styles.title}>{page.title}</h1>
      {page.date && (
        <p className={styles.date}>
          {page.kind === 'legal' ? t`Effective from` : t`Published`}{' '}
          <time dateTime={page.date}>{formatDate(page.date, locale)}</time>
        </p>
      )}
      {page.description && <p className={styles.lead}>{page.description}</p>}
      {page.image && <Block block={{ type: 'image', image: page.image }} locale={locale} index={-1} />}
      <div className={styles.body}>
        {page.blocks.map((block, index) => (
          <Block key={index} block={block} locale={locale} index={index} />
        ))}
      </div>
      {children.length > 0 && (
        <section aria-label={t`In this section`}>
          <ul className={styles.tiles}>
            {children.map((child) => (
              <li key={child.path}>
                <RouterAnchor className={styles.tile} to={routerHref(child.path, locale)}>
                  {child.image && (
                    <img
                      className={styles.tileImage}
                      {...responsiveImage(child.image.src, {
                        width: 384,
                        aspectRatio: '4:3',
                        passthrough: { fit: 'contain' },
                        widths: [256, 384, 640],
                        sizes: '(min-width: 48rem) 15rem, 100vw',
                      })}
                      width={640}
                      height={480}
                      alt=""
                      loading="lazy"
                    />
                  )}
                  <strong>{child.title}</strong>
                  {child.description && <span className={styles.tileText}>{child.description}</span>}
                </RouterAnchor>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
