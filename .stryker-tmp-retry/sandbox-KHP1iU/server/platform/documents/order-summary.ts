// @ts-nocheck
import { z } from 'zod'

const cents = z.number().int().min(-100_000_000).max(100_000_000)
const line = z.string().trim().max(120)

const address = z.object({
  firstName: line.optional(),
  lastName: line.optional(),
  company: line.optional(),
  streetName: line.optional(),
  additionalAddressInfo: line.optional(),
  postalCode: z.string().trim().max(12).optional(),
  city: line.optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code'),
})

/** What an order document shows; posted by the caller or taken from a stored order. */
export const orderSummary = z.object({
  locale: z.enum(['cs-CZ', 'en']).default('cs-CZ'),
  createdAt: z.iso.datetime({ message: 'createdAt must be an ISO 8601 date-time', offset: true }),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  email: z.email('email must be an email address').max(70).optional(),
  shippingAddress: address.optional(),
  billingAddress: address.optional(),
  lineItems: z
    .array(
      z.object({
        name: line.min(1, 'a line item needs a name'),
        sku: z.string().trim().max(40).default(''),
        quantity: z.number().int().min(1, 'quantity is at least 1').max(999),
        unitPrice: cents,
        totalPrice: cents,
      }),
    )
    .min(1, 'an order has at least one line item')
    .max(200, 'at most 200 line items'),
  shipping: z.object({ name: line.min(1), price: cents }).optional(),
  totalPrice: cents,
  taxAmount: cents.optional(),
  paymentMethod: line.optional(),
})

export type OrderSummary = z.infer<typeof orderSummary>
export type SummaryAddress = z.infer<typeof address>
