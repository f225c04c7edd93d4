import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ContactPage } from '../components/contact/ContactPage'

const CONTACT_TITLE = msg`Write to us`

export const Route = createFileRoute('/{-$locale}/customer-service/contact')({
  // The server's answer to the form sent without scripts (`FORM_FLAGS.contact`).
  validateSearch: z.object({ contact: z.optional(z.string()) }),
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
  component: function ContactRoute() {
    const { contact } = Route.useSearch()
    return <ContactPage answer={contact && contact.length <= 200 ? contact : null} />
  },
})
