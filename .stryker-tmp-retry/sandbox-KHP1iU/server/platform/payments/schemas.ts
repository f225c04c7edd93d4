// @ts-nocheck
import { z } from 'zod'

export const amountSchema = z.object({
  value: z.number({ message: 'amount.value must be a whole number of minor units' }).int().min(0).max(100_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'amount.currency must be an ISO 4217 code such as CZK'),
})
export type Amount = z.infer<typeof amountSchema>

const merchantAccount = z.string().min(1, 'merchantAccount is required').max(80)
const reference = z.string().min(1, 'reference is required').max(80)
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'countryCode must be an ISO 3166-1 alpha-2 code such as CZ')
const returnUrl = z
  .string()
  .max(1024)
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'returnUrl must be an http(s) URL',
  )
const shopperLocale = z
  .string()
  .regex(/^[a-z]{2}([-_][A-Z]{2})?$/, 'shopperLocale must look like cs-CZ or en')
  .optional()

export const sessionRequestSchema = z.object({
  amount: amountSchema,
  countryCode,
  merchantAccount,
  reference,
  returnUrl,
  shopperLocale,
})

export const paymentMethodsRequestSchema = z.object({
  merchantAccount,
  countryCode: countryCode.optional(),
  amount: amountSchema.optional(),
  shopperLocale,
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
})

/** Card fields, raw or as the test-mode "encrypted" form `test_<value>`. */
const cardField = z
  .string()
  .max(64)
  .transform((value) => value.replace(/^test_/, '').replace(/\s+/g, ''))

export const schemeMethodSchema = z.object({
  type: z.literal('scheme'),
  number: cardField.optional(),
  encryptedCardNumber: cardField.optional(),
  expiryMonth: cardField.optional(),
  encryptedExpiryMonth: cardField.optional(),
  expiryYear: cardField.optional(),
  encryptedExpiryYear: cardField.optional(),
  cvc: cardField.optional(),
  encryptedSecurityCode: cardField.optional(),
  holderName: z.string().max(80).optional(),
})
export type SchemeMethod = z.infer<typeof schemeMethodSchema>

const walletMethodSchema = z.object({
  type: z.literal('walletpay'),
  walletPayload: z.string().min(1).max(4096),
  walletSignature: z.string().min(1).max(256),
})

const payLaterMethodSchema = z.object({ type: z.literal('paylater') })

export const paymentRequestSchema = z.object({
  amount: amountSchema,
  reference,
  merchantAccount,
  returnUrl,
  countryCode: countryCode.optional(),
  shopperLocale,
  sessionId: z.string().max(64).optional(),
  paymentMethod: z.discriminatedUnion('type', [schemeMethodSchema, walletMethodSchema, payLaterMethodSchema], {
    message: 'paymentMethod.type must be scheme, walletpay or paylater',
  }),
})
export type PaymentRequest = z.infer<typeof paymentRequestSchema>

export const detailsRequestSchema = z.object({
  details: z
    .object({ redirectResult: z.string().max(200).optional(), threeDSResult: z.string().max(200).optional() })
    .refine(
      (details) => details.redirectResult ?? details.threeDSResult,
      'details needs redirectResult or threeDSResult',
    ),
  paymentData: z.string().max(200).optional(),
})

export const walletSignatureRequestSchema = z.object({ merchantAccount, reference, amount: amountSchema })

/** Every issue as `path: message`, never the value itself: it may be a card number. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}
