// @ts-nocheck
import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { localeFromPrefix } from '@common/market'

/** The optional locale prefix (`/en`); the default locale (cs-CZ) has none (spec 2.1). */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && (localeFromPrefix(params.locale) === undefined || params.locale === '')) {
      throw notFound()
    }
  },
  component: Outlet,
})
