// @ts-nocheck
import type { Principal } from './auth/scopes'
import { ownsResource } from './carts'
import { expectVersion, invalidInput, invalidOperation, notFound } from './errors'
import {
  actionOf,
  customFields,
  setCustomType,
  localized,
  requireVersion,
  setCustomField,
  type CustomFieldsDraftInput,
} from './inputs'
import type { CustomFields, LocalizedString, Reference } from './model'
import type { ProductStore } from './products'
import { newId, nowIso, type Repository, type Resource } from './repository'

interface ShoppingListLineItemDocument {
  id: string
  productId: string
  variantId?: number
  name: LocalizedString
  productSlug?: LocalizedString
  productType: Reference
  quantity: number
  addedAt: string
  custom?: unknown
}

interface ShoppingListDocument {
  id: string
  version: number
  key?: string
  name: LocalizedString
  description?: LocalizedString
  customer?: Reference
  anonymousId?: string
  store?: { typeId: 'store'; key: string }
  lineItems: ShoppingListLineItemDocument[]
  textLineItems: unknown[]
  deleteDaysAfterLastModification?: number
  custom?: CustomFields
  [extra: string]: unknown
}

type Input = Record<string, unknown>

const listIndex = (list: ShoppingListDocument) => ({
  key: list.key ?? null,
  customerId: list.customer?.id ?? null,
  anonymousId: list.anonymousId ?? null,
})

/** Wishlists: `me` shopping lists of a customer or an anonymous session. */
export class ShoppingListService {
  constructor(
    private readonly repo: Repository,
    private readonly products: ProductStore,
  ) {}

  async get(principal: Principal, id: string): Promise<Resource<ShoppingListDocument> | undefined> {
    const list = await this.repo.get<ShoppingListDocument>('shopping-list', id)
    return list && ownsResource(principal, list.document) ? list : undefined
  }

  async mine(principal: Principal, { limit, offset }: { limit?: number | null; offset?: number | null }) {
    if (principal.kind === 'server') return { results: [], total: 0, offset: 0 }
    const owner =
      principal.kind === 'customer' ? { customerId: principal.customerId } : { anonymousId: principal.anonymousId }
    const all = await this.repo.list<ShoppingListDocument>('shopping-list', owner)
    const lists = all.map((list) => list.document).filter((list) => ownsResource(principal, list))
    const skip = Math.max(offset ?? 0, 0)
    return {
      results: lists.slice(skip, skip + Math.min(Math.max(limit ?? 20, 0), 500)),
      total: lists.length,
      offset: skip,
    }
  }

  async create(principal: Principal, draft: Input, storeKey?: string | null): Promise<ShoppingListDocument> {
    if (principal.kind === 'server') throw invalidOperation('A shopping list of `me` needs a shopper token.')
    const name = localized(draft.name as Array<{ locale: string; value: string }>)
    if (!name || Object.keys(name).length === 0) throw invalidInput('A shopping list needs a name.', { field: 'name' })
    const list: ShoppingListDocument = {
      id: newId(),
      version: 1,
      name,
      ...(draft.description
        ? { description: localized(draft.description as Array<{ locale: string; value: string }>) }
        : {}),
      ...(principal.kind === 'customer'
        ? { customer: { typeId: 'customer', id: principal.customerId } }
        : { anonymousId: principal.anonymousId }),
      ...(storeKey ? { store: { typeId: 'store' as const, key: storeKey } } : {}),
      lineItems: [],
      textLineItems: [],
      ...(typeof draft.deleteDaysAfterLastModification === 'number'
        ? { deleteDaysAfterLastModification: draft.deleteDaysAfterLastModification }
        : {}),
    }
    if (draft.custom) list.custom = await customFields(this.repo, draft.custom as CustomFieldsDraftInput)
    for (const line of (draft.lineItems as Input[] | undefined) ?? []) await this.addLineItem(list, line)
    return (await this.repo.insert('shopping-list', list, listIndex(list))).document
  }

  async remove(principal: Principal, id: string, version: unknown): Promise<ShoppingListDocument> {
    const expected = requireVersion(version)
    const list = await this.get(principal, id)
    if (!list) throw notFound('shopping-list', id)
    await this.repo.remove('shopping-list', id, expected)
    return list.document
  }

  async update(principal: Principal, id: string, version: unknown, actions: Input[]): Promise<ShoppingListDocument> {
    const expected = requireVersion(version)
    if (!Array.isArray(actions) || actions.length === 0) throw invalidInput('At least one update action is required.')
    const current = await this.get(principal, id)
    if (!current) throw notFound('shopping-list', id)
    expectVersion(current, expected)
    const list = structuredClone(current.document)
    for (const action of actions) {
      const [name, input] = actionOf(action)
      await this.apply(list, name, input as Input)
    }
    return (await this.repo.replace('shopping-list', id, expected, list, listIndex(list))).document
  }

  private line(list: ShoppingListDocument, input: Input) {
    const line = list.lineItems.find((item) => item.id === input.lineItemId)
    if (!line)
      throw invalidOperation(
        `The shopping list has no line item '${String(input.lineItemId ?? input.lineItemKey ?? '')}'.`,
      )
    return line
  }

  private async apply(list: ShoppingListDocument, name: string, input: Input) {
    switch (name) {
      case 'addLineItem':
        return this.addLineItem(list, input)
      case 'removeLineItem': {
        const line = this.line(list, input)
        const quantity = input.quantity as number | null | undefined
        if (quantity !== null && quantity !== undefined && (!Number.isInteger(quantity) || quantity < 0))
          throw invalidInput('quantity must be a non-negative integer.')
        if (quantity === null || quantity === undefined || quantity >= line.quantity)
          list.lineItems = list.lineItems.filter((item) => item.id !== line.id)
        else line.quantity -= quantity
        return
      }
      case 'changeLineItemQuantity': {
        const line = this.line(list, input)
        const quantity = input.quantity as number
        if (!Number.isInteger(quantity) || quantity < 0) throw invalidInput('quantity must be a non-negative integer.')
        if (quantity === 0) list.lineItems = list.lineItems.filter((item) => item.id !== line.id)
        else line.quantity = quantity
        return
      }
      case 'changeName': {
        const name = localized(input.name as Array<{ locale: string; value: string }>)
        if (!name) throw invalidInput('A name is required.')
        list.name = name
        return
      }
      case 'setCustomField':
        setCustomField(list, String(input.name), input.value as string)
        return
      case 'setCustomType':
        await setCustomType(this.repo, list, input as CustomFieldsDraftInput)
        return
      default:
        throw invalidOperation(`The update action '${name}' is not supported by the local platform.`)
    }
  }

  private async addLineItem(list: ShoppingListDocument, input: Input) {
    const quantity = input.quantity ?? 1
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      throw invalidInput('quantity must be a positive integer.', { field: 'quantity' })
    // A line names a variant (by SKU, or product and variant id), or the product alone: without a
    // variantId it refers to the product's master variant and keeps no variantId of its own.
    let found:
      | {
          product: { id: string; name: LocalizedString; slug?: LocalizedString; productType: Reference }
          variantId?: number
        }
      | undefined
    if (typeof input.sku === 'string') {
      const bySku = await this.products.bySku(input.sku)
      found = bySku ? { product: bySku.product, variantId: bySku.variant.id } : undefined
    } else if (typeof input.productId === 'string') {
      const product = await this.products.byId(input.productId)
      const variantId = input.variantId as number | null | undefined
      if (variantId === null || variantId === undefined) found = product ? { product } : undefined
      else {
        const variant = product && [product.masterVariant, ...product.variants].find((v) => v.id === variantId)
        found = product && variant ? { product, variantId: variant.id } : undefined
      }
    } else throw invalidInput('A line item needs a sku or a productId.', { field: 'sku' })
    if (!found)
      throw invalidInput(`A product variant with SKU '${String(input.sku ?? input.productId)}' does not exist.`, {
        field: 'sku',
      })
    const { product, variantId } = found
    const same = list.lineItems.find((line) => line.productId === product.id && line.variantId === variantId)
    if (same) {
      same.quantity += quantity
      return
    }
    list.lineItems.push({
      id: newId(),
      productId: product.id,
      ...(variantId === undefined ? {} : { variantId }),
      name: product.name,
      ...(product.slug ? { productSlug: product.slug } : {}),
      productType: product.productType,
      quantity,
      addedAt: typeof input.addedAt === 'string' ? input.addedAt : nowIso(),
    })
  }
}
