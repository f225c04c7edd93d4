import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { activateLocale, createI18n } from './i18n/i18n'
import { localeOfPath } from '@common/market'
import { HYDRATING_GLOBAL } from '@common/page-start'
import './boot/after-framework'
import { createRouter } from './router'

const i18n = createI18n()
// The catalog must be active before hydration so the first client render matches the server's.
await activateLocale(i18n, localeOfPath(window.location.pathname), window.location.pathname)
const router = createRouter({ i18n })

// From here React takes the presses; the page's start script kept those made before (see common/page-start.ts).
;(self as unknown as Record<string, unknown>)[HYDRATING_GLOBAL] = true
// As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
