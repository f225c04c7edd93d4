import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { OrderDetailPage } from '../components/account/OrderDetailPage'

export const Route = createFileRoute('/{-$locale}/my-account/orders/$id')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Order`) }] }),
  component: () => (
    <AccountClientOnly>
      <OrderDetailPage />
    </AccountClientOnly>
  ),
})
