// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { VerifyEmailPage } from '../components/account/AccountPages'
import { VERIFY_EMAIL_TITLE } from '../components/account/titles'

export const Route = createFileRoute('/{-$locale}/create-account/verify')({
  validateSearch: z.object({ token: z.optional(z.string()) }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(VERIFY_EMAIL_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
