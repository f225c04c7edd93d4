// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountOverview } from '../components/account/AccountOverview'

export const Route = createFileRoute('/{-$locale}/my-account/')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`My account`) }] }),
  component: AccountOverview,
})
