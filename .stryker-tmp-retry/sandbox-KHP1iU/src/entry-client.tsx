// @ts-nocheck
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { activateLocale, createI18n } from './i18n/i18n'
import { localeOfPath } from '@common/market'
import './boot/after-framework'
import { createRouter } from './router'

const i18n = createI18n()
// The catalog must be active before hydration so the first client render matches the server's.
await activateLocale(i18n, localeOfPath(window.location.pathname), window.location.pathname)
const router = createRouter({ i18n })

// As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
