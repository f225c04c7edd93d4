import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { backPath, FORM_BACK_FIELD, FORM_FLAGS, FORM_TOKEN_FIELD, withFlags } from '../../../common/shop-forms'
import { localeBase, localeOfPath, market, salesOf } from '../../../common/market'
import { unstorableTextPath } from '../../http/validate'
import { noStore } from '../../http/no-store'
import type { ApiDeps, ApiEnv } from '../../api/api-env'
import { sameSiteRequest } from '../../api/session/graphql-proxy'
import { overTls, SessionUnavailableError } from '../../api/session/session-cookie'
import { CART_ERRORS, GIFT_WRAP_SKU, type CartError } from '../../../src/machines/cart/cart.rules'
import { fetchActiveCart } from '../../../src/services/commerce/cart'
import { fetchWishlist, type Wishlist } from '../../../src/services/commerce/wishlist'
import type { WishlistEvent } from '../../../src/machines/wishlist/wishlist.machine'
import { CONSENT_CHOICES, consentCookie, consentOfChoice } from '../../../src/services/consent-storage'
import type { CartEvent } from '../../../src/machines/cart/cart.machine'
import { runCartAction } from './cart-action'
import { checkoutFormRoutes } from './checkout-forms'
import type { FormEnv } from './form-env'
import type { FormTokens } from './form-token'
import { orderTrackingPost } from './order-tracking-form'
import { contactPost } from './contact-form'
import { newsletterPost } from './newsletter-form'
import { formProblemPage } from './problem-page'
import { shopperClient } from './shopper-client'
import { WishlistProductDocument } from './wishlist-product.generated'
import { runWishlistAction } from './wishlist-action'

const id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\w-]+$/, 'must be an id')
const sku = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'must be a SKU')

const schemas = {
  add: z.object({ sku: z.union([sku, z.literal('')]).optional() }),
  quantity: z.object({ line: id, quantity: z.coerce.number().int().min(1).max(99) }),
  size: z.object({ line: id, sku }),
  remove: z.object({ line: id }),
  promo: z.object({ promoCode: z.string().max(64) }),
  wishlist: z.object({ product: id, sku: z.union([sku, z.literal('')]).optional() }),
  wishlistLine: z.object({ line: id }),
  wishlistSize: z.object({ line: id, sku: z.union([sku, z.literal('')]).optional() }),
  consent: z.object({ choice: z.enum(CONSENT_CHOICES) }),
}

/** The API's view of a form request (its deps), for the shopper's session. */
const asApi = (c: Context<FormEnv>) => c as unknown as Context<ApiEnv>

/**
 * Reads a posted form: its fields as text, the page to return to, and the checks every shopping
 * form passes before anything changes: a page of this shop (same site) with this browser's token.
 */
function formGuard(tokens: FormTokens) {
  return async (c: Context<FormEnv>, next: () => Promise<void>) => {
    const type = c.req.header('content-type') ?? ''
    if (!/^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(type)) {
      return formProblemPage(c, 415, 'The form could not be read.', '/')
    }
    let fields: Record<string, string>
    try {
      const body = await c.req.parseBody()
      fields = Object.fromEntries(
        Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      )
    } catch {
      return formProblemPage(c, 400, 'The form could not be read.', '/')
    }
    const back = backPath(fields[FORM_BACK_FIELD], localeBase(localeOfPath(new URL(c.req.url).pathname)) || '/')
    if (!sameSiteRequest(c) || !tokens.verify(c, fields[FORM_TOKEN_FIELD])) {
      return formProblemPage(
        c,
        403,
        'This form was not sent from a page of this shop. Please go back, reload the page and try again.',
        back,
      )
    }
    if (unstorableTextPath(fields))
      return formProblemPage(c, 400, 'The form holds characters that cannot be stored.', back)
    c.set('form', fields)
    c.set('back', back)
    c.set('locale', localeOfPath(new URL(back, 'http://shop.invalid').pathname))
    await next()
  }
}

/** The fields of the posted form checked against the action's schema; null answers a 400 page. */
function fieldsOf<T extends z.ZodType>(c: Context<FormEnv>, schema: T): z.infer<T> | null {
  const parsed = schema.safeParse(c.var.form)
  return parsed.success ? parsed.data : null
}

const badInput = (c: Context<FormEnv>) =>
  formProblemPage(c, 400, 'The form was not filled in correctly. Please go back and try again.', c.var.back)

/** The shopping actions as plain-HTML form posts: each answers `303 See Other` back to the page in its new state. */
export function createFormRoutes(deps: ApiDeps, tokens: FormTokens) {
  const app = new Hono<FormEnv>()
  app.use(async (c, next) => {
    c.set('deps', deps)
    c.set('locale', market.defaultLocale)
    await next()
  })
  app.use(noStore)
  app.use(formGuard(tokens))

  async function cartAction(
    c: Context<FormEnv>,
    event: CartEvent,
    create: boolean,
    flagsOnSuccess: Record<string, string> = {},
  ) {
    try {
      const client = await shopperClient(asApi(c), create)
      if (!client) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.bagError]: CART_ERRORS.noActiveCart }), 303)
      const result = await runCartAction(client, event, c.var.locale)
      if (result.error) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.bagError]: result.error }), 303)
      const added: Record<string, string> =
        result.addedToBag && event.type === 'cart.item.added' && event.sku ? { [FORM_FLAGS.added]: event.sku } : {}
      return c.redirect(withFlags(c.var.back, { ...flagsOnSuccess, ...added }), 303)
    } catch (failure) {
      return unavailable(c, failure)
    }
  }

  app.post('/bag/add', (c) => {
    const form = fieldsOf(c, schemas.add)
    if (!form) return badInput(c)
    // The product page's rule: add to bag without a size asks for one (spec 2.7 'please select size').
    if (!form.sku) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.sizeRequired]: '1' }), 303)
    return cartAction(c, { type: 'cart.item.added', sku: form.sku }, true)
  })
  app.post('/bag/quantity', (c) => {
    const form = fieldsOf(c, schemas.quantity)
    return form
      ? cartAction(c, { type: 'cart.item.quantityChanged', lineItemId: form.line, quantity: form.quantity }, false)
      : badInput(c)
  })
  app.post('/bag/size', (c) => {
    const form = fieldsOf(c, schemas.size)
    return form
      ? cartAction(c, { type: 'cart.item.sizeChanged', lineItemId: form.line, sku: form.sku }, false)
      : badInput(c)
  })
  app.post('/bag/remove', (c) => {
    const form = fieldsOf(c, schemas.remove)
    return form ? cartAction(c, { type: 'cart.item.removed', lineItemId: form.line }, false) : badInput(c)
  })
  // The bag line's 'move to wishlist': the line's size is saved to the wishlist, then the line leaves the bag.
  app.post('/bag/move-to-wishlist', async (c) => {
    const form = fieldsOf(c, schemas.remove)
    if (!form) return badInput(c)
    try {
      const client = await shopperClient(asApi(c), false)
      if (!client) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.bagError]: CART_ERRORS.noActiveCart }), 303)
      const cart = await fetchActiveCart(client, salesOf(c.var.locale).storeKey)
      const line = cart?.lineItems.find((item) => item.id === form.line && !item.isGift && item.sku !== GIFT_WRAP_SKU)
      if (!line) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.bagError]: CART_ERRORS.itemNotFound }), 303)
      const saved = await runWishlistAction(client, { type: 'wishlist.item.added', sku: line.sku })
      if (saved.error)
        return formProblemPage(c, 502, 'The wishlist could not be updated. Please try again.', c.var.back)
      return await cartAction(c, { type: 'cart.item.removed', lineItemId: line.id }, false)
    } catch (failure) {
      return unavailable(c, failure)
    }
  })
  app.post('/bag/promo', (c) => {
    const form = fieldsOf(c, schemas.promo)
    if (!form) return badInput(c)
    // An empty code changes nothing, as the bag's form does not send one.
    if (!form.promoCode.trim()) return c.redirect(c.var.back, 303)
    return cartAction(c, { type: 'cart.promo.applied', code: form.promoCode }, false)
  })
  app.post('/wishlist/toggle', async (c) => {
    const form = fieldsOf(c, schemas.wishlist)
    if (!form) return badInput(c)
    try {
      if (!(await isSavableProduct(c, form.product, form.sku || null)))
        return formProblemPage(c, 404, 'This product could not be found.', c.var.back)
      const client = await shopperClient(asApi(c), true)
      if (!client) return unavailable(c, null)
      const result = await runWishlistAction(client, {
        type: 'wishlist.product.toggled',
        productId: form.product,
        sku: form.sku || null,
      })
      // A card's heart names itself (`at`): the page comes back scrolled to it.
      const at = c.req.query('at')
      return result.error
        ? formProblemPage(c, 502, 'The wishlist could not be updated. Please try again.', c.var.back)
        : c.redirect(at ? backPath(`${c.var.back.split('#')[0]}#${at}`) : c.var.back, 303)
    } catch (failure) {
      return unavailable(c, failure)
    }
  })
  /**
   * A wishlist page's action (spec 2.7, 4.5), decided by the wishlist machine: what goes to the bag goes in as the
   * bag's own add does, one size after another; the page comes back with the dialog of the last item added, the
   * bag's refusal, or the lines that still need a size. `accepts` may refuse the form for the list as it is (400).
   */
  async function wishlistAction(
    c: Context<FormEnv>,
    event: WishlistEvent,
    accepts: (current: Wishlist | null) => Promise<boolean> = async () => true,
  ) {
    try {
      // Without a session there is no wishlist to change.
      const client = await shopperClient(asApi(c), false)
      if (!client) return c.redirect(c.var.back, 303)
      const current = await fetchWishlist(client)
      if (!(await accepts(current))) return badInput(c)
      let added: string | null = null
      let bagError: CartError | null = null
      const result = await runWishlistAction(client, event, {
        current,
        addToBag: async (skus) => {
          for (const sku of skus) {
            const outcome = await runCartAction(client, { type: 'cart.item.added', sku }, c.var.locale)
            if (outcome.error) {
              bagError = outcome.error
              return
            }
            if (outcome.addedToBag) added = sku
          }
        },
      })
      if (result.error)
        return formProblemPage(c, 502, 'The wishlist could not be updated. Please try again.', c.var.back)
      const flags: Record<string, string> = {}
      if (bagError) flags[FORM_FLAGS.bagError] = bagError
      else if (added) flags[FORM_FLAGS.added] = added
      if (result.sizeRequired.length > 0) flags[FORM_FLAGS.wishlistSizeRequired] = result.sizeRequired.join(',')
      return c.redirect(withFlags(c.var.back, flags), 303)
    } catch (failure) {
      return unavailable(c, failure)
    }
  }

  app.post('/wishlist/remove', (c) => {
    const form = fieldsOf(c, schemas.wishlistLine)
    return form ? wishlistAction(c, { type: 'wishlist.item.removed', lineItemId: form.line }) : badInput(c)
  })
  app.post('/wishlist/size', (c) => {
    const form = fieldsOf(c, schemas.wishlistSize)
    if (!form) return badInput(c)
    const { line: lineItemId, sku: chosen } = form
    // No size chosen: the line asks for one, as 'add to bag' without a size does.
    if (!chosen) return c.redirect(withFlags(c.var.back, { [FORM_FLAGS.wishlistSizeRequired]: lineItemId }), 303)
    // Only a size of the line's own product: another product's SKU, or none of the catalog, is refused. A line not
    // in the list changes nothing (the machine finds none).
    return wishlistAction(c, { type: 'wishlist.item.sizeChanged', lineItemId, sku: chosen }, async (current) => {
      const line = current?.lineItems.find((item) => item.id === lineItemId)
      return !line || (line.productId !== null && (await isSavableProduct(c, line.productId, chosen)))
    })
  })
  app.post('/wishlist/to-bag', (c) => {
    const form = fieldsOf(c, schemas.wishlistLine)
    return form ? wishlistAction(c, { type: 'wishlist.item.addedToBag', lineItemId: form.line }) : badInput(c)
  })
  app.post('/wishlist/all-to-bag', (c) => wishlistAction(c, { type: 'wishlist.allAddedToBag' }))
  // The cookie banner's accept all and reject all: the answer is remembered in the consent cookie, as the
  // browser's code does, and the page comes back without the banner.
  app.post('/consent', (c) => {
    const form = fieldsOf(c, schemas.consent)
    if (!form) return badInput(c)
    c.header('Set-Cookie', consentCookie(consentOfChoice(form.choice), overTls(c)))
    return c.redirect(c.var.back, 303)
  })
  app.route('/checkout', checkoutFormRoutes)
  app.post('/order-tracking', orderTrackingPost)
  app.post('/contact', contactPost)
  app.post('/newsletter', newsletterPost)
  return app
}

/** A published product of the catalog, and the size named (if any) one of its own: what a heart may save. */
async function isSavableProduct(c: Context<FormEnv>, productId: string, sku: string | null): Promise<boolean> {
  const { product } = await asApi(c).var.deps.platform.commerceQuery(WishlistProductDocument, { id: productId })
  if (!product?.masterData.published || !product.masterData.current) return false
  return sku === null || product.masterData.current.allVariants.some((variant) => variant.sku === sku)
}

function unavailable(c: Context<FormEnv>, failure: unknown) {
  if (failure && !(failure instanceof SessionUnavailableError)) console.error('shopping form failed', failure)
  return formProblemPage(
    c,
    503,
    'The shop could not complete this right now. Please go back and try again.',
    c.var.back,
  )
}
