// @ts-nocheck
import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { CustomerService } from './customers'
import { customerIndex } from './customers'
import { emitCatalogChange } from './events'
import { predicate } from './predicates'
import type { CommerceTables, Json, ResourceTypeId } from './tables'
import type { CommerceKysely, Repository } from './repository'
import { nowIso } from './repository'
import type { DemoCatalog, ProductDraft, ProductVariantDraft } from './catalog/types'
import type { Price, ProductProjection, Variant } from './model'
import { orderIndex, type OrderDocument } from './orders'
import { DEFAULT_TAX_RATE } from './cart-pricing'
import { platformCartModes } from './cart-model'
import { availabilityOf, type InventoryRow } from './products'

/** Ids derived from keys, so importing the same catalog twice keeps every id. */
export const stableId = (typeId: string, key: string) => {
  const hex = createHash('sha256').update(`${typeId}/${key}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

type KeyRef = { typeId: string; key: string }
type Custom = { type: KeyRef; fields: Record<string, unknown> } | undefined

/**
 * Loads a catalog of platform *drafts* (references by key) into the platform's tables,
 * idempotently: every resource keeps an id derived from its key and is replaced in place.
 */
export class CatalogImporter {
  /** Stock of the catalog being imported, written into the projections' variant availability. */
  private stock = new Map<string, InventoryRow[]>()
  /** Variants of the catalog being imported, for the demo orders' lines. */
  private variants = new Map<string, { variant: Variant; product: ProductProjection }>()

  constructor(
    private readonly repo: Repository,
    private readonly customers: CustomerService,
  ) {}

  private ref = (reference: KeyRef | undefined) =>
    reference ? { typeId: reference.typeId, id: stableId(reference.typeId, reference.key) } : undefined
  private custom = (custom: Custom) =>
    custom ? { type: this.ref(custom.type)!, fields: { ...custom.fields } } : undefined

  /** One statement per resource: a new one at version 1, an existing one at its next version, keeping createdAt. */
  private async upsert(
    db: CommerceKysely,
    typeId: ResourceTypeId,
    key: string,
    document: Json,
    extra: { lookup?: string } = {},
  ) {
    const id = stableId(typeId, key)
    const now = nowIso()
    const stored = JSON.stringify({ ...document, id, key, version: 1, createdAt: now, lastModifiedAt: now })
    await db
      .insertInto('commerce_resources')
      .values({
        type_id: typeId,
        id,
        key,
        version: 1,
        lookup: extra.lookup ?? null,
        document: stored,
        created_at: now,
        last_modified_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          version: sql`commerce_resources.version + 1`,
          lookup: extra.lookup ?? null,
          document: sql`excluded.document || jsonb_build_object('version', commerce_resources.version + 1, 'createdAt', commerce_resources.document -> 'createdAt')`,
          last_modified_at: now,
        }),
      )
      .execute()
  }

  async import(catalog: Partial<DemoCatalog>): Promise<{ products: number }> {
    const touched: string[] = []
    await this.repo.transaction(async (trx) => {
      for (const draft of catalog.productTypes ?? []) await this.upsert(trx, 'product-type', draft.key, { ...draft })
      for (const draft of catalog.types ?? []) await this.upsert(trx, 'type', draft.key, { ...draft })
      for (const draft of catalog.taxCategories ?? []) {
        await this.upsert(trx, 'tax-category', draft.key, {
          ...draft,
          rates: draft.rates.map((rate) => ({ ...rate, id: stableId('tax-rate', rate.key), subRates: [] })),
        })
      }
      for (const draft of catalog.zones ?? []) await this.upsert(trx, 'zone' as ResourceTypeId, draft.key, { ...draft })
      for (const draft of catalog.channels ?? [])
        await this.upsert(trx, 'channel', draft.key, { ...draft, custom: this.custom(draft.custom) })
      for (const draft of catalog.stores ?? []) {
        await this.upsert(trx, 'store', draft.key, {
          ...draft,
          distributionChannels: draft.distributionChannels.map(this.ref),
          supplyChannels: draft.supplyChannels.map(this.ref),
          productSelections: [],
        })
      }
      const categoryParents = new Map((catalog.categories ?? []).map((c) => [c.key, c.parent?.key]))
      for (const draft of catalog.categories ?? []) {
        const ancestors: string[] = []
        for (let parent = draft.parent?.key; parent; parent = categoryParents.get(parent)) ancestors.unshift(parent)
        await this.upsert(trx, 'category', draft.key, {
          ...draft,
          parent: this.ref(draft.parent),
          ancestors: ancestors.map((key) => this.ref({ typeId: 'category', key })),
        })
      }
      for (const draft of catalog.shippingMethods ?? []) {
        await this.upsert(trx, 'shipping-method', draft.key, {
          ...draft,
          active: true,
          taxCategory: this.ref(draft.taxCategory),
          zoneRates: draft.zoneRates.map((zone) => ({
            zone: this.ref(zone.zone),
            shippingRates: zone.shippingRates.map((rate) => ({ ...rate, tiers: [] })),
          })),
          custom: this.custom(draft.custom),
        })
      }
      for (const draft of catalog.productDiscounts ?? [])
        await this.upsert(trx, 'product-discount' as ResourceTypeId, draft.key, { ...draft, references: [] })
      this.stock = new Map()
      for (const draft of catalog.inventory ?? []) {
        const row: InventoryRow = {
          id: stableId('inventory-entry', draft.key),
          sku: draft.sku,
          supplyChannelId: draft.supplyChannel ? stableId('channel', draft.supplyChannel.key) : '',
          availableQuantity: draft.quantityOnStock,
          quantityOnStock: draft.quantityOnStock,
          version: 1,
          ...(draft.restockableInDays !== undefined ? { restockableInDays: draft.restockableInDays } : {}),
        }
        this.stock.set(draft.sku, [...(this.stock.get(draft.sku) ?? []), row])
      }
      touched.push(...(await this.importProducts(trx, catalog.products ?? [], catalog.productDiscounts ?? [])))
      const inventory = (catalog.inventory ?? []).map((draft) => {
        const id = stableId('inventory-entry', draft.key)
        const now = nowIso()
        const document = {
          ...draft,
          id,
          version: 1,
          supplyChannel: this.ref(draft.supplyChannel),
          availableQuantity: draft.quantityOnStock,
          createdAt: now,
          lastModifiedAt: now,
        }
        return {
          id,
          sku: draft.sku,
          supply_channel_id: draft.supplyChannel ? stableId('channel', draft.supplyChannel.key) : '',
          version: 1,
          quantity_on_stock: draft.quantityOnStock,
          available_quantity: draft.quantityOnStock,
          document: JSON.stringify(document),
        }
      })
      for (let start = 0; start < inventory.length; start += 1000) {
        await trx
          .insertInto('commerce_inventory')
          .values(inventory.slice(start, start + 1000))
          .onConflict((conflict) =>
            conflict.columns(['sku', 'supply_channel_id']).doUpdateSet((eb) => ({
              quantity_on_stock: eb.ref('excluded.quantity_on_stock'),
              available_quantity: eb.ref('excluded.available_quantity'),
              document: eb.ref('excluded.document'),
            })),
          )
          .execute()
      }
      for (const draft of catalog.cartDiscounts ?? []) {
        const value =
          draft.value.type === 'giftLineItem'
            ? {
                ...draft.value,
                product: this.ref(draft.value.product),
                distributionChannel: this.ref(draft.value.distributionChannel),
                supplyChannel: this.ref(draft.value.supplyChannel),
              }
            : draft.value
        predicate(draft.cartPredicate)
        await this.upsert(trx, 'cart-discount', draft.key, { ...draft, value, references: [] })
      }
      const usage = new Map((catalog.discountCodeUsage ?? []).map((entry) => [entry.code, entry.applications]))
      for (const draft of catalog.discountCodes ?? []) {
        await this.upsert(
          trx,
          'discount-code',
          draft.key,
          {
            ...draft,
            cartDiscounts: draft.cartDiscounts.map(this.ref),
            custom: this.custom(draft.custom),
            applicationCount: usage.get(draft.code) ?? 0,
            groups: [],
            references: [],
          },
          { lookup: draft.code },
        )
      }
    })
    // Customers hash passwords (slow on purpose), so they are written outside the catalog transaction.
    for (const draft of catalog.customers ?? []) {
      const id = stableId('customer', draft.key)
      if (await this.repo.get('customer', id)) continue
      const customer = await this.customers.fromDraft(draft as unknown as Record<string, unknown>)
      customer.id = id
      await this.repo.insert('customer', customer, customerIndex(customer))
    }
    for (const draft of catalog.orders ?? []) {
      if (await this.repo.getByLookup('order', draft.orderNumber)) continue
      await this.repo.insert(
        'order',
        this.orderOf(draft) as OrderDocument,
        orderIndex(this.orderOf(draft) as OrderDocument),
      )
    }
    if (touched.length) emitCatalogChange(touched)
    return { products: touched.length }
  }

  private orderOf(draft: NonNullable<DemoCatalog['orders']>[number]): Record<string, unknown> {
    const id = stableId('order', draft.orderNumber)
    const customerId = stableId('customer', draft.customerKey)
    return {
      id,
      orderNumber: draft.orderNumber,
      customerId,
      customerEmail: draft.customerEmail,
      store: { typeId: 'store', key: draft.store.key },
      createdAt: draft.completedAt,
      completedAt: draft.orderState === 'Complete' ? draft.completedAt : undefined,
      lineItems: draft.lineItems.map((line, index) => ({
        id: stableId('line-item', `${draft.orderNumber}/${index}`),
        productId: stableId('product', line.productKey),
        productKey: line.productKey,
        name: line.name,
        productSlug: this.variants.get(line.variant.sku)?.product.slug,
        productType: this.variants.get(line.variant.sku)?.product.productType ?? { typeId: 'product-type', id: '' },
        variant: (({ availability: _availability, ...variant }) => variant)(
          this.variants.get(line.variant.sku)?.variant ?? {
            id: 1,
            sku: line.variant.sku,
            prices: [],
            images: [],
            attributes: [],
            assets: [],
          },
        ),
        price: {
          id: stableId('price', `${draft.orderNumber}/${index}`),
          value: line.price.value,
          country: line.price.country,
          channel: this.ref(line.price.channel),
        },
        quantity: line.quantity,
        totalPrice: { ...line.price.value, centAmount: line.price.value.centAmount * line.quantity },
        taxRate: { ...line.taxRate, subRates: [] },
        discountedPricePerQuantity: [],
        addedAt: draft.completedAt,
        supplyChannel: this.ref(line.supplyChannel),
        distributionChannel: this.ref(line.distributionChannel),
        lineItemMode: 'Standard',
        priceMode: 'Platform',
        state: [],
        perMethodTaxRate: [],
        taxedPricePortions: [],
      })),
      customLineItems: [],
      totalPrice: draft.totalPrice,
      taxedPrice: {
        ...draft.taxedPrice,
        taxPortions: [
          { rate: DEFAULT_TAX_RATE.amount, amount: draft.taxedPrice.totalTax, name: DEFAULT_TAX_RATE.name },
        ],
      },
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      shippingInfo: {
        shippingMethodName: draft.shippingMethodKey,
        price: { ...draft.totalPrice, centAmount: 0 },
        shippingRate: { price: { ...draft.totalPrice, centAmount: 0 }, tiers: [] },
        shippingMethod: { typeId: 'shipping-method', id: stableId('shipping-method', draft.shippingMethodKey) },
        shippingMethodState: 'MatchesCart',
        deliveries: [],
      },
      discountCodes: [],
      directDiscounts: [],
      orderState: draft.orderState,
      paymentState: draft.paymentState,
      shipmentState: draft.shipmentState,
      custom: this.custom(draft.custom as Custom),
      cart: { typeId: 'cart', id: stableId('cart', draft.orderNumber) },
      country: 'CZ',
      inventoryMode: 'None',
      ...platformCartModes(),
      lastMessageSequenceNumber: 1,
      syncInfo: [],
      returnInfo: [],
    }
  }

  private variantOf(draft: ProductVariantDraft, id: number, discounts: DemoCatalog['productDiscounts']): Variant {
    const discount = discounts
      .filter((candidate) => candidate.isActive)
      .sort((a, b) => Number(b.sortOrder) - Number(a.sortOrder))
      .find((candidate) =>
        predicate(candidate.predicate)({ get: ([head]) => (head === 'sku' ? draft.sku : undefined) }),
      )
    const prices: Price[] = draft.prices.map((price) => ({
      id: stableId('price', `${draft.sku}/${price.key}`),
      key: price.key,
      value: price.value,
      country: price.country,
      channel: this.ref(price.channel),
      ...(price.custom ? { custom: this.custom(price.custom) } : {}),
      ...(discount
        ? {
            discounted: {
              value: {
                ...price.value,
                centAmount: Math.round((price.value.centAmount * (10000 - discount.value.permyriad)) / 10000),
              },
              discount: { typeId: 'product-discount', id: stableId('product-discount', discount.key) },
            },
          }
        : {}),
    }))
    const availability = availabilityOf(this.stock.get(draft.sku) ?? [])
    return {
      id,
      sku: draft.sku,
      key: draft.key,
      prices,
      images: draft.images,
      attributes: draft.attributes,
      assets: [],
      ...(availability ? { availability } : {}),
    }
  }

  private async importProducts(
    trx: Kysely<CommerceTables>,
    drafts: ProductDraft[],
    discounts: DemoCatalog['productDiscounts'],
  ): Promise<string[]> {
    const ids: string[] = []
    const now = nowIso()
    for (let start = 0; start < drafts.length; start += 200) {
      const batch = drafts.slice(start, start + 200)
      const products = batch.map((draft) => {
        const id = stableId('product', draft.key)
        ids.push(id)
        const projection: ProductProjection = {
          id,
          version: 1,
          key: draft.key,
          productType: this.ref(draft.productType)!,
          taxCategory: this.ref(draft.taxCategory),
          name: draft.name,
          slug: draft.slug,
          description: draft.description,
          ...(draft.metaTitle ? { metaTitle: draft.metaTitle } : {}),
          ...(draft.metaDescription ? { metaDescription: draft.metaDescription } : {}),
          categories: draft.categories.map((category) => this.ref(category)!),
          categoryOrderHints: {},
          masterVariant: this.variantOf(draft.masterVariant, 1, discounts),
          variants: draft.variants.map((variant, index) => this.variantOf(variant, index + 2, discounts)),
          searchKeywords: {},
          hasStagedChanges: false,
          published: draft.publish,
          createdAt: now,
          lastModifiedAt: now,
        }
        for (const variant of [projection.masterVariant, ...projection.variants])
          this.variants.set(variant.sku, { variant, product: projection })
        const document = {
          id,
          version: 1,
          key: draft.key,
          productType: projection.productType,
          taxCategory: projection.taxCategory,
          masterData: { published: draft.publish, hasStagedChanges: false },
          createdAt: now,
          lastModifiedAt: now,
        }
        return { projection, document }
      })
      await trx
        .insertInto('commerce_products')
        .values(
          products.map(({ projection, document }) => ({
            id: projection.id,
            key: projection.key ?? null,
            version: 1,
            product_type_id: projection.productType.id,
            published: projection.published,
            document: JSON.stringify(document),
            projection: JSON.stringify(projection),
          })),
        )
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            version: eb.ref('commerce_products.version'),
            document: eb.ref('excluded.document'),
            projection: eb.ref('excluded.projection'),
            published: eb.ref('excluded.published'),
          })),
        )
        .execute()
      const variants = products.flatMap(({ projection }) =>
        [projection.masterVariant, ...projection.variants].map((variant) => ({
          sku: variant.sku,
          product_id: projection.id,
          variant_id: variant.id,
        })),
      )
      if (variants.length) {
        await trx
          .insertInto('commerce_product_variants')
          .values(variants)
          .onConflict((conflict) =>
            conflict.column('sku').doUpdateSet((eb) => ({
              product_id: eb.ref('excluded.product_id'),
              variant_id: eb.ref('excluded.variant_id'),
            })),
          )
          .execute()
      }
    }
    return ids
  }
}
