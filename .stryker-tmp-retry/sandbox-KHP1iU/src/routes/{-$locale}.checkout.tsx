// @ts-nocheck
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { CheckoutPage } from '../components/checkout/CheckoutPage'

export const Route = createFileRoute('/{-$locale}/checkout')({
  validateSearch: z.object({ order: z.optional(z.string()), redirectResult: z.optional(z.string()) }),
  component: CheckoutPage,
})
