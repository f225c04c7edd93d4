import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../components/contact/ContactPage'

const CONTACT_TITLE = msg`Write to us`

export const Route = createFileRoute('/{-$locale}/customer-service/contact')({
  head: ({ match }) => ({
    meta: [
      { title: match.context.i18n._(CONTACT_TITLE) },
      {
        name: 'description',
        content: match.context.i18n._(
          msg`Write to Kestrel customer service about your order, our products or your account.`,
        ),
      },
    ],
  }),
  component: ContactPage,
})
