import { Hono, type Context } from 'hono'
import { createActor, toPromise } from 'xstate'
import * as zm from 'zod/mini'
import { z } from 'zod'
import { FORM_FLAGS, withFlags } from '../../../common/shop-forms'
import type { Locale } from '../../../common/market'
import { requestSales, type ApiEnv } from '../../api/api-env'
import { addressErrors, contactErrors } from '../../../src/machines/checkout/checkout.rules'
import type { AddressFields, FieldErrors } from '../../../src/machines/checkout/checkout.types'
import type { ApiClient } from '../../../src/services/api'
import type { CommerceClient } from '../../../src/services/commerce/commerce-client'
import { checkoutActors, fetchCheckoutCart } from '../../../src/services/commerce/order-checkout'
import type { FormEnv } from './form-env'
import { formProblemPage } from './problem-page'
import { CheckoutEmailDocument } from './checkout-forms.generated'
import { shopperClient } from './shopper-client'

/**
 * The checkout's first two steps as plain-HTML forms: the contact details, then home delivery to
 * an address. The server checks them with the checkout's own rules, writes them to the cart with
 * the checkout machine's own services and answers with the next step. Paying needs the payment
 * provider's widget, so the payment step asks for scripts.
 */
const text = (max: number) => z.string().max(max).optional().default('')
const contactForm = z.object({ email: text(254), policy: z.literal('on').optional() })
const deliveryForm = z.object({
  firstName: text(64),
  lastName: text(64),
  company: text(64),
  streetName: text(80),
  additionalAddressInfo: text(80),
  postalCode: text(16),
  city: text(80),
  phone: text(32),
})

/** Failed checks go back as a flag: the step's message key and each field's error code. */
const refusal = (key: string, errors: FieldErrors = {}) =>
  [key, ...Object.entries(errors).map(([field, code]) => `${field}:${code}`)].join('|')

const asApi = (c: Context<FormEnv>) => c as unknown as Context<ApiEnv>

/** The checkout machine's services, run here with the shopper's client; the own API is not called by these two. */
const operations = (commerce: CommerceClient, locale: Locale) =>
  checkoutActors({ api: null as unknown as ApiClient, commerce, returnPath: () => '/', locale })

const emailSchema = zm.object({
  me: zm.object({ activeCart: zm.nullable(zm.object({ customerEmail: zm.nullish(zm.string()) })) }),
})

export const checkoutFormRoutes = new Hono<FormEnv>()
  .post('/contact', async (c) => {
    const parsed = contactForm.safeParse(c.var.form)
    if (!parsed.success)
      return formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)
    const { email, policy } = parsed.data
    // The phone is asked with the address when the page runs without scripts.
    const { email: emailError, country: countryError } = contactErrors(
      {
        email,
        country: requestSales(c).country,
        phone: '+420 000 000',
        policyAccepted: true,
      },
      requestSales(c).shippingCountries,
    )
    const errors: FieldErrors = {
      ...(emailError ? { email: emailError } : {}),
      ...(countryError ? { country: countryError } : {}),
    }
    if (Object.keys(errors).length > 0)
      return c.redirect(
        withFlags(c.var.back, { [FORM_FLAGS.checkoutError]: refusal('checkout.step1.contactDetails', errors) }),
        303,
      )
    if (!policy)
      return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.checkoutError]: refusal('checkout.step1.policy') }), 303)
    return withCart(c, async (commerce, cart) => {
      await toPromise(
        createActor(operations(commerce, c.var.locale).saveContact, {
          input: {
            cart,
            contact: { email: email.trim(), country: requestSales(c).country, phone: '', policyAccepted: true },
          },
        }).start(),
      )
      return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.checkoutStep]: 'delivery' }), 303)
    })
  })
  .post('/delivery', async (c) => {
    const parsed = deliveryForm.safeParse(c.var.form)
    if (!parsed.success)
      return formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)
    const address: AddressFields = { ...trimmed(parsed.data), country: requestSales(c).country }
    const errors = addressErrors(address, 'shipping', requestSales(c).shippingCountries)
    const phone = contactErrors(
      {
        email: 'a@b.cz',
        country: requestSales(c).country,
        phone: address.phone ?? '',
        policyAccepted: true,
      },
      requestSales(c).shippingCountries,
    ).phone
    if (phone) errors['shipping.phone'] = phone
    if (Object.keys(errors).length > 0) {
      return c.redirect(
        withFlags(c.var.back, {
          [FORM_FLAGS.checkoutStep]: 'delivery',
          [FORM_FLAGS.checkoutError]: refusal('checkout.step1.delivery', errors),
        }),
        303,
      )
    }
    return withCart(c, async (commerce, cart) => {
      const { me } = await commerce.query(CheckoutEmailDocument, {}, emailSchema)
      const email = me.activeCart?.customerEmail
      if (!email)
        return c.redirect(
          withFlags(c.var.back, {
            [FORM_FLAGS.checkoutError]: refusal('checkout.step1.contactDetails', { email: 'required' }),
          }),
          303,
        )
      await toPromise(
        createActor(operations(commerce, c.var.locale).saveDelivery, {
          input: {
            cart,
            email,
            method: { key: 'HD', name: '' },
            store: null,
            parcelShop: null,
            date: null,
            slot: null,
            delivery: { shipping: address, billing: null, addressesMatch: true },
          },
        }).start(),
      )
      return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.checkoutStep]: 'payment' }), 303)
    })
  })

function trimmed<T extends Record<string, string>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()])) as T
}

async function withCart(
  c: Context<FormEnv>,
  act: (
    commerce: CommerceClient,
    cart: NonNullable<Awaited<ReturnType<typeof fetchCheckoutCart>>>,
  ) => Promise<Response>,
) {
  try {
    const commerce = await shopperClient(asApi(c), false)
    const cart = commerce ? await fetchCheckoutCart(commerce) : null
    if (!commerce || !cart)
      return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.bagError]: 'No active cart found.' }), 303)
    return await act(commerce, cart)
  } catch (failure) {
    console.error('checkout form failed', failure)
    return formProblemPage(
      c,
      503,
      'The shop could not complete this right now. Please go back and try again.',
      c.var.back,
    )
  }
}
