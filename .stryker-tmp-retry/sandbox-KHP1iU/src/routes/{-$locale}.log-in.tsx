// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LogInPage } from '../components/account/AccountPages'
import { LOG_IN_TITLE } from '../components/account/titles'

export const Route = createFileRoute('/{-$locale}/log-in')({
  validateSearch: z.object({ next: z.optional(z.string()) }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(LOG_IN_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: function LogInRoute() {
    return <LogInPage next={Route.useSearch().next} />
  },
})
