// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { OrderHistoryPage } from '../components/account/OrderHistoryPage'

export const Route = createFileRoute('/{-$locale}/my-account/orders/')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Orders`) }] }),
  component: () => (
    <AccountClientOnly>
      <OrderHistoryPage />
    </AccountClientOnly>
  ),
})
