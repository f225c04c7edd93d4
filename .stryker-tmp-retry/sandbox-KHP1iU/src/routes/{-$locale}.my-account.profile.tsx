// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../components/account/AccountPages'
import { PROFILE_TITLE } from '../components/account/titles'

export const Route = createFileRoute('/{-$locale}/my-account/profile')({
  head: ({ match }) => ({
    meta: [{ title: match.context.i18n._(PROFILE_TITLE) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ProfilePage,
})
