// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { SubscriptionsPage } from '../components/account/SubscriptionsPage'

export const Route = createFileRoute('/{-$locale}/my-account/subscriptions')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Subscriptions`) }] }),
  component: () => (
    <AccountClientOnly>
      <SubscriptionsPage />
    </AccountClientOnly>
  ),
})
