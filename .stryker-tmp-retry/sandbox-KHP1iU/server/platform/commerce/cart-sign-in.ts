// @ts-nocheck
import type { CartDocument } from './cart-model'
import { GIFT_WRAP_SKU } from './cart-pricing'
import { cartIndex, type CartService } from './carts'
import { newId, type Repository } from './repository'

/** What happens to an anonymous session's carts when its shopper signs in or up. */
export class CartSignIn {
  constructor(
    private readonly repo: Repository,
    private readonly carts: CartService,
  ) {}

  /**
   * Sign-in with an anonymous session, mode MergeWithExistingCustomerCart: the anonymous
   * cart's lines move into the customer's active cart (or the anonymous cart becomes the
   * customer's when there is none); the anonymous cart is then `Merged`.
   */
  async mergeAnonymousCart(anonymousId: string, customerId: string): Promise<CartDocument | undefined> {
    const anonymous = (
      await this.repo.list<CartDocument>('cart', { anonymousId, state: 'Active', newestFirst: true })
    ).find((cart) => !cart.document.customerId)
    const customerActive = await this.carts.active({ kind: 'customer', customerId, scopes: [] })
    const customer = await this.repo.get('customer', customerId)
    if (!anonymous) return customerActive
    const source = anonymous.document
    if (!customerActive) {
      const adopted = {
        ...structuredClone(source),
        customerId,
        customerEmail: source.customerEmail ?? (customer?.document.email as string | undefined),
      }
      await this.carts.price(adopted)
      return (await this.repo.replace('cart', adopted.id, anonymous.version, adopted, cartIndex(adopted))).document
    }
    const target = structuredClone(customerActive)
    for (const line of source.lineItems) {
      const same = target.lineItems.find(
        (item) =>
          item.variant.sku === line.variant.sku &&
          item.supplyChannel?.id === line.supplyChannel?.id &&
          item.distributionChannel?.id === line.distributionChannel?.id,
      )
      if (same) same.quantity = line.variant.sku === GIFT_WRAP_SKU ? 1 : Math.max(same.quantity, line.quantity)
      else target.lineItems.push({ ...line, id: newId() })
    }
    for (const info of source.discountCodes)
      if (!target.discountCodes.some((code) => code.discountCode.id === info.discountCode.id))
        target.discountCodes.push(info)
    await this.carts.price(target)
    return this.repo.transaction(async (trx) => {
      const merged = { ...structuredClone(source), cartState: 'Merged' as const }
      await this.repo.replace('cart', source.id, anonymous.version, merged, cartIndex(merged), trx)
      return (await this.repo.replace('cart', target.id, target.version, target, cartIndex(target), trx)).document
    })
  }

  /** Assigns an anonymous session's carts to a customer who just signed up. */
  async adoptAnonymousCarts(anonymousId: string, customerId: string, email: string): Promise<void> {
    for (const cart of await this.repo.list<CartDocument>('cart', { anonymousId, state: 'Active' })) {
      if (cart.document.customerId) continue
      const adopted = { ...cart.document, customerId, customerEmail: cart.document.customerEmail ?? email }
      await this.repo.replace('cart', cart.id, cart.version, adopted, cartIndex(adopted))
    }
  }
}
