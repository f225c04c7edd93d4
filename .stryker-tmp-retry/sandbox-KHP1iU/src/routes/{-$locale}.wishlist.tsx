// @ts-nocheck
import { createFileRoute, redirect } from '@tanstack/react-router'

/** The wishlist's former path: moved for good to the account area (spec 2.2), in either locale. */
export const Route = createFileRoute('/{-$locale}/wishlist')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/my-account/wishlist', params, statusCode: 301 })
  },
})
