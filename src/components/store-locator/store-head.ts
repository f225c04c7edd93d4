import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { localeFromPrefix, market } from '@common/market'
import type { LocatedStore, StoreLocatorAnswer } from '@common/store-locator'
import { WEEKDAYS } from '@common/store-locator'
import { pageTitle, publicHref } from '../app/head-links'
import { jsonLdScript } from '../app/structured-data'
import type { StoreSearch } from '../../services/store-locator'

const TITLE = msg`Stores`
const DESCRIPTION = msg`Kestrel stores in the Czech Republic: addresses, opening hours, services and click and collect.`

const SCHEMA_DAYS = WEEKDAYS.map((day) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`)

/** schema.org ShoeStore (a LocalBusiness): one per store the page lists, with its address, position and weekly hours. */
export function storeJsonLd(store: LocatedStore, pageUrl: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoeStore',
    '@id': `${pageUrl}#${store.key}`,
    name: store.name,
    url: pageUrl,
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${store.address.streetName} ${store.address.streetNumber}`,
      postalCode: store.address.postalCode.replace(/^(\d{3})(\d{2})$/, '$1 $2'),
      addressLocality: store.address.city,
      addressCountry: store.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.geo.lat, longitude: store.geo.lng },
    openingHoursSpecification: WEEKDAYS.flatMap((day, index) => {
      const hours = store.openingHours[day]
      return hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: SCHEMA_DAYS[index],
              opens: hours.open,
              closes: hours.close,
            },
          ]
        : []
    }),
    parentOrganization: { '@id': `${origin}/#organization` },
  }
}

/** A store's services as listed: try and buy only where the market offers it (spec 9 `hasTryAndBuy`). */
export function shownServices(services: LocatedStore['services'], hasTryAndBuy: boolean): LocatedStore['services'] {
  return services.filter((service) => service !== 'tryAndBuy' || hasTryAndBuy)
}

/** A search (`?q=`, a position) is a view of the one page: it is not indexed on its own. */
const isSearch = (search: StoreSearch) => Boolean(search.q) || search.lat !== undefined

export function storeLocatorHead(
  context: { siteOrigin: string; i18n: I18n },
  params: { locale?: string },
  search: StoreSearch,
  answer: StoreLocatorAnswer | undefined,
) {
  const locale = localeFromPrefix(params.locale) ?? market.defaultLocale
  const pageUrl = publicHref(context.siteOrigin, locale, '/store-locator')
  return {
    meta: [
      pageTitle(context.i18n._(TITLE)),
      { name: 'description', content: context.i18n._(DESCRIPTION) },
      ...(isSearch(search) ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    scripts: (answer?.stores ?? []).map((store) => jsonLdScript(storeJsonLd(store, pageUrl, context.siteOrigin))),
  }
}
