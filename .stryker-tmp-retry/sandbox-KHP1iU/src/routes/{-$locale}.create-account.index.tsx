// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { CreateAccountPage } from '../components/account/AccountPages'
import { CREATE_ACCOUNT_TITLE } from '../components/account/titles'

export const Route = createFileRoute('/{-$locale}/create-account/')({
  validateSearch: z.object({ email: z.optional(z.string()) }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(CREATE_ACCOUNT_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: function CreateAccountRoute() {
    return <CreateAccountPage email={Route.useSearch().email} />
  },
})
