// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ResetPasswordPage } from '../components/account/AccountPages'
import { RESET_PASSWORD_TITLE } from '../components/account/titles'

export const Route = createFileRoute('/{-$locale}/reset-password')({
  validateSearch: z.object({ token: z.optional(z.string()) }),
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(RESET_PASSWORD_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />
  },
})
