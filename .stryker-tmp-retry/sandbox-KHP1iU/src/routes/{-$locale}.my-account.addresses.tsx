// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AccountClientOnly } from '../components/account/AccountClientOnly'
import { AddressBookPage } from '../components/account/AddressBookPage'

export const Route = createFileRoute('/{-$locale}/my-account/addresses')({
  head: ({ match }) => ({ meta: [{ title: match.context.i18n._(msg`Address book`) }] }),
  component: () => (
    <AccountClientOnly>
      <AddressBookPage />
    </AccountClientOnly>
  ),
})
