// @ts-nocheck
import type { Seeder } from '../../../db/seed'
import { catalogImporter } from '../catalog.seed'
import type { DemoCatalog, ProductDraft } from '../catalog/types'

const czk = (centAmount: number) => ({
  type: 'centPrecision' as const,
  currencyCode: 'CZK' as const,
  centAmount,
  fractionDigits: 2 as const,
})
const l = (cs: string, en: string) => ({ 'cs-CZ': cs, en })
const web = { typeId: 'channel' as const, key: 'CZ-web' }
const price = (key: string, centAmount: number) => ({
  key,
  value: czk(centAmount),
  country: 'CZ' as const,
  channel: web,
})

function shoe(key: string, sku: string, name: string, amount: number, gender = 'Women'): ProductDraft {
  const variant = (size: string) => ({
    sku: `${sku}${size}`,
    key: `${sku}${size}`,
    prices: [price(`${sku}${size}-czk`, amount)],
    attributes: [
      { name: 'Size', value: size },
      { name: 'Gender', value: gender },
    ],
    images: [{ url: `/platform/images/catalog/${key}.png`, label: name, dimensions: { w: 800, h: 800 } }],
  })
  return {
    key,
    productType: { typeId: 'product-type', key: 'Footwear' },
    name: l(name, name),
    slug: l(key, key),
    description: l('Popis', 'Description'),
    categories: [],
    taxCategory: { typeId: 'tax-category', key: 'standard-cz' },
    masterVariant: variant('38'),
    variants: [variant('39'), variant('40')],
    publish: true,
  }
}

/** A small hand-made catalog in the demo catalog's draft shape, for the platform's own tests. */
export const fixtureCatalog: Partial<DemoCatalog> = {
  productTypes: (['Footwear', 'Giftwrap'] as const).map((key) => ({
    key,
    name: key,
    description: key,
    attributes: [],
  })),
  types: [
    {
      key: 'address-customfields-type',
      name: l('Adresa', 'Address'),
      resourceTypeIds: ['address'],
      fieldDefinitions: [],
    },
    {
      key: 'order-customfields-type',
      name: l('Objednávka', 'Order'),
      resourceTypeIds: ['order'],
      fieldDefinitions: [],
    },
    {
      key: 'line-item-customfields-type',
      name: l('Řádek', 'Line'),
      resourceTypeIds: ['line-item'],
      fieldDefinitions: [],
    },
    {
      key: 'customer-customfields-type',
      name: l('Zákazník', 'Customer'),
      resourceTypeIds: ['customer'],
      fieldDefinitions: [],
    },
    {
      key: 'payment-customfields-type',
      name: l('Platba', 'Payment'),
      resourceTypeIds: ['payment'],
      fieldDefinitions: [],
    },
    {
      key: 'shippingmethod-customfields-type',
      name: l('Doprava', 'Shipping'),
      resourceTypeIds: ['shipping-method'],
      fieldDefinitions: [],
    },
  ],
  taxCategories: [
    {
      key: 'standard-cz',
      name: 'Standard',
      rates: [{ key: 'cz-21', name: 'DPH 21 %', amount: 0.21, includedInPrice: true, country: 'CZ' }],
    },
  ],
  zones: [{ key: 'cz', name: 'Czechia', locations: [{ country: 'CZ' }] }],
  channels: [
    { key: 'CZ-web', roles: ['ProductDistribution', 'InventorySupply'], name: l('E-shop', 'Web shop') },
    { key: 'CZ-PRG-01', roles: ['InventorySupply'], name: l('Praha', 'Prague') },
  ],
  stores: [
    {
      key: 'CZ-web',
      name: l('Kestrel CZ', 'Kestrel CZ'),
      languages: ['cs-CZ', 'en'],
      countries: [{ code: 'CZ' }],
      distributionChannels: [web],
      supplyChannels: [web, { typeId: 'channel', key: 'CZ-PRG-01' }],
    },
  ],
  categories: [],
  shippingMethods: (['HD', 'CC'] as const).map((key) => ({
    key,
    name: key,
    localizedName: l(
      key === 'HD' ? 'Doručení domů' : 'Vyzvednutí',
      key === 'HD' ? 'Home delivery' : 'Click and collect',
    ),
    localizedDescription: l('', ''),
    taxCategory: { typeId: 'tax-category', key: 'standard-cz' },
    zoneRates: [
      {
        zone: { typeId: 'zone', key: 'cz' },
        shippingRates: [{ price: czk(key === 'HD' ? 9900 : 0), freeAbove: czk(150000) }],
      },
    ],
    isDefault: key === 'HD',
    custom: {
      type: { typeId: 'type', key: 'shippingmethod-customfields-type' },
      fields: { shippingmethod_CF_OrderType: key, shippingmethod_CF_DeliveryTime: '1-2' },
    },
  })),
  products: [
    shoe('100001-01', '10000101', 'Runner', 100000),
    shoe('100002-02', '10000202', 'Boot', 250000, 'Kids'),
    {
      ...shoe('8888881-00000', '888888', 'Gift wrap', 9900),
      productType: { typeId: 'product-type', key: 'Giftwrap' },
      masterVariant: { sku: '8888881', key: '8888881', prices: [price('gw', 9900)], attributes: [], images: [] },
      variants: [],
    },
  ],
  productDiscounts: [
    {
      key: 'pd-20',
      name: l('Sleva 20 %', '20 % off'),
      value: { type: 'relative', permyriad: 2000 },
      predicate: 'sku in ("1000020240")',
      sortOrder: '0.5',
      isActive: true,
    },
  ],
  inventory: ['1000010138', '1000010139', '1000010140', '1000020238', '1000020239', '1000020240'].flatMap((sku) => [
    { key: `${sku}-web`, sku, supplyChannel: web, quantityOnStock: sku === '1000010140' ? 0 : 5 },
    { key: `${sku}-prg`, sku, supplyChannel: { typeId: 'channel' as const, key: 'CZ-PRG-01' }, quantityOnStock: 2 },
  ]),
  cartDiscounts: [
    {
      key: 'welcome-10',
      name: l('Vítejte', 'Welcome'),
      value: { type: 'relative', permyriad: 1000 },
      cartPredicate: '1 = 1',
      target: { type: 'lineItems', predicate: '1 = 1' },
      sortOrder: '0.5',
      stores: [],
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
    {
      key: 'kids-15',
      name: l('Děti', 'Kids'),
      value: { type: 'relative', permyriad: 1500 },
      cartPredicate: 'lineItemExists(attributes.Gender = "Kids") = true',
      target: { type: 'lineItems', predicate: 'attributes.Gender = "Kids"' },
      sortOrder: '0.4',
      stores: [],
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
    {
      key: 'minus-333',
      name: l('−333 Kč', '−333 CZK'),
      value: { type: 'absolute', money: [czk(33300)] },
      cartPredicate: 'totalPrice >= "1000.00 CZK"',
      target: { type: 'totalPrice' },
      sortOrder: '0.2',
      stores: [],
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
    {
      key: 'gift-wrap-free',
      name: l('Balení zdarma', 'Free gift wrap'),
      value: {
        type: 'giftLineItem',
        product: { typeId: 'product', key: '8888881-00000' },
        variantId: 1,
        distributionChannel: web,
        supplyChannel: web,
      },
      cartPredicate: 'totalPrice >= "2000.00 CZK"',
      sortOrder: '0.3',
      stores: [{ typeId: 'store', key: 'CZ-web' }],
      isActive: true,
      requiresDiscountCode: true,
      stackingMode: 'Stacking',
    },
  ],
  discountCodes: [
    {
      key: 'minus333',
      code: 'MINUS333',
      name: l('−333 Kč', '−333 CZK'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'minus-333' }],
      isActive: true,
    },
    {
      key: 'gift',
      code: 'GIFT',
      name: l('Dárek', 'Gift'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'gift-wrap-free' }],
      isActive: true,
    },
    {
      key: 'welcome10',
      code: 'WELCOME10',
      name: l('Vítejte', 'Welcome'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'welcome-10' }],
      isActive: true,
    },
    {
      key: 'inactive',
      code: 'INACTIVE',
      name: l('Neaktivní', 'Inactive'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'welcome-10' }],
      isActive: false,
    },
    {
      key: 'used-up',
      code: 'USEDUP',
      name: l('Vyčerpáno', 'Used up'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'welcome-10' }],
      isActive: true,
      maxApplications: 1,
    },
    {
      key: 'kids15',
      code: 'KIDS15',
      name: l('Děti', 'Kids'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'kids-15' }],
      isActive: true,
    },
    {
      key: 'expired',
      code: 'EXPIRED',
      name: l('Prošlý', 'Expired'),
      cartDiscounts: [{ typeId: 'cart-discount', key: 'welcome-10' }],
      isActive: true,
      validUntil: '2020-01-01T00:00:00.000Z',
    },
  ],
  discountCodeUsage: [{ code: 'USEDUP', applications: 1 }],
  customers: [
    {
      key: 'jana',
      email: 'jana@example.cz',
      password: 'heslo123',
      firstName: 'Jana',
      lastName: 'Nováková',
      addresses: [{ key: 'home', country: 'CZ', city: 'Praha', streetName: 'Vodičkova', postalCode: '11000' }],
      defaultShippingAddress: 0,
      shippingAddresses: [0],
      billingAddresses: [],
      isEmailVerified: true,
      stores: [{ typeId: 'store', key: 'CZ-web' }],
      custom: {
        type: { typeId: 'type', key: 'customer-customfields-type' },
        fields: { customer_CF_LastUpdateByMasterData: true, customer_CF_PhoneNumber: '777123456' },
      },
    },
  ],
  orders: [],
}

export const fixtureSeeder: Seeder = {
  name: 'commerce fixture',
  run: async (db) => void (await catalogImporter(db).import(fixtureCatalog)),
}
