/**
 * Writes `schema.generated.ts`: the local schema, cut out of the platform's public schema
 * (`../shared/reference/commercetools-graphql.graphql`) so it is a subset by construction.
 * Run with `npx tsx server/platform/commerce/graphql/generate-schema.ts` after changing the
 * lists below; the conformance test checks the result against the reference either way.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql'

/** Output types kept, with the fields kept ('*': every field whose type is kept). */
const outputTypes: Record<string, '*' | string[]> = {
  Query: [
    'me',
    'inStore',
    'order',
    'products',
    'product',
    'customer',
    'customers',
    'payment',
    'shippingMethodsByCart',
    'shippingMethods',
    'shippingMethod',
    'cart',
    'channel',
    'channels',
    'store',
    'discountCode',
    'shoppingList',
    'inventoryEntries',
    'categories',
    'category',
    'messages',
  ],
  Mutation: [
    'createMyCart',
    'updateMyCart',
    'deleteMyCart',
    'replicateMyCart',
    'createMyOrderFromCart',
    'customerSignMeUp',
    'customerSignMeIn',
    'customerChangeMyPassword',
    'customerSignUp',
    'customerCreateEmailVerificationToken',
    'customerConfirmEmail',
    'customerCreatePasswordResetToken',
    'customerResetPassword',
    'updateMyCustomer',
    'createMyShoppingList',
    'updateMyShoppingList',
    'deleteMyShoppingList',
    'createMyPayment',
    'updateMyPayment',
    'createPayment',
    'updatePayment',
    'updateCart',
    'updateOrder',
    'createOrderFromCart',
  ],
  Me: [
    'activeCart',
    'cart',
    'carts',
    'customer',
    'order',
    'orders',
    'payment',
    'payments',
    'shoppingList',
    'shoppingLists',
  ],
  InStore: ['me', 'product', 'shippingMethodsByCart', 'cart', 'order', 'customer'],
  InStoreMe: '*',
  Cart: '*',
  Order: '*',
  ReturnInfo: '*',
  ReturnItem: '*',
  LineItemReturnItem: '*',
  LineItem: '*',
  Customer: '*',
  CustomerSignInResult: '*',
  CustomerEmailToken: '*',
  CustomerPasswordToken: '*',
  ShoppingList: '*',
  ShoppingListLineItem: '*',
  ShoppingListQueryResult: '*',
  Payment: '*',
  MyPayment: '*',
  InterfaceInteractionsRawResult: '*',
  InterfaceInteractionsRaw: ['fields', 'type', 'typeRef'],
  MyPaymentQueryResult: '*',
  Transaction: '*',
  PaymentMethodInfo: '*',
  PaymentInfo: '*',
  PaymentStatus: '*',
  CartQueryResult: '*',
  CustomerQueryResult: '*',
  OrderQueryResult: '*',
  Message: [
    'id',
    'version',
    'sequenceNumber',
    'resourceRef',
    'resourceVersion',
    'type',
    'createdAt',
    'lastModifiedAt',
    'payload',
  ],
  MessagePayload: '*',
  MessageQueryResult: '*',
  OrderReturnShipmentStateChanged: '*',
  OrderShipmentStateChanged: '*',
  ProductQueryResult: '*',
  ChannelQueryResult: '*',
  CategoryQueryResult: '*',
  ShippingMethodQueryResult: '*',
  InventoryEntryQueryResult: '*',
  InventoryEntry: '*',
  Product: '*',
  ProductCatalogData: '*',
  ProductData: '*',
  ProductVariant: '*',
  ProductPrice: '*',
  ProductTypeDefinition: ['id', 'key', 'name', 'description', 'version', 'createdAt', 'lastModifiedAt'],
  DiscountedProductPriceValue: ['value', 'discountRef'],
  ProductPriceTier: '*',
  ProductVariantAvailabilityWithChannels: '*',
  ProductVariantAvailability: '*',
  ProductVariantAvailabilitiesResult: '*',
  ProductVariantAvailabilityWithChannel: '*',
  Image: '*',
  Dimensions: '*',
  RawProductAttribute: ['name', 'value'],
  CustomFieldsType: ['customFieldsRaw', 'typeRef', 'type'],
  RawCustomField: ['name', 'value'],
  TypeDefinition: ['id', 'key', 'version', 'name', 'nameAllLocales', 'resourceTypeIds', 'createdAt', 'lastModifiedAt'],
  Money: '*',
  BaseMoney: '*',
  HighPrecisionMoney: '*',
  TaxedPrice: '*',
  TaxedItemPrice: '*',
  TaxPortion: '*',
  TaxRate: ['amount', 'country', 'id', 'includedInPrice', 'key', 'name', 'state'],
  TaxCategory: ['id', 'key', 'name', 'description', 'rates', 'version', 'createdAt', 'lastModifiedAt'],
  DiscountCodeInfo: '*',
  DiscountCode: '*',
  CartDiscount: '*',
  DirectDiscount: '*',
  CartDiscountValue: '*',
  AbsoluteDiscountValue: '*',
  RelativeDiscountValue: '*',
  FixedPriceDiscountValue: '*',
  GiftLineItemValue: '*',
  CartDiscountTarget: '*',
  LineItemsTarget: '*',
  ShippingTarget: '*',
  TotalPriceTarget: '*',
  DiscountOnTotalPrice: '*',
  DiscountedTotalPricePortion: '*',
  DiscountedLineItemPriceForQuantity: '*',
  DiscountedLineItemPrice: '*',
  DiscountedLineItemPortion: '*',
  ShippingInfo: [
    'deliveries',
    'discountedPrice',
    'price',
    'shippingMethod',
    'shippingMethodName',
    'shippingMethodRef',
    'shippingMethodState',
    'shippingRate',
    'taxCategoryRef',
    'taxRate',
    'taxedPrice',
  ],
  Delivery: ['createdAt', 'id', 'items', 'key', 'parcels'],
  DeliveryItem: '*',
  Parcel: ['createdAt', 'id', 'items', 'key', 'trackingData'],
  TrackingData: '*',
  ShippingRate: ['freeAbove', 'isMatching', 'price'],
  ShippingMethod: '*',
  ZoneRate: ['shippingRates'],
  Address: '*',
  Channel: [
    'address',
    'createdAt',
    'custom',
    'description',
    'descriptionAllLocales',
    'geoLocation',
    'id',
    'key',
    'lastModifiedAt',
    'name',
    'nameAllLocales',
    'roles',
    'version',
  ],
  Geometry: '*',
  Point: '*',
  Store: [
    'countries',
    'createdAt',
    'custom',
    'distributionChannels',
    'distributionChannelsRef',
    'id',
    'key',
    'languages',
    'lastModifiedAt',
    'name',
    'nameAllLocales',
    'supplyChannels',
    'supplyChannelsRef',
    'version',
  ],
  StoreCountry: '*',
  KeyReference: '*',
  Reference: '*',
  LocalizedString: '*',
  Category: [
    'id',
    'key',
    'version',
    'name',
    'nameAllLocales',
    'slug',
    'slugAllLocales',
    'description',
    'descriptionAllLocales',
    'orderHint',
    'parent',
    'parentRef',
    'ancestors',
    'ancestorsRef',
    'createdAt',
    'lastModifiedAt',
    'externalId',
  ],
  CategoryOrderHint: '*',
  SelectionOfProductQueryResult: ['count', 'exists', 'offset', 'total'],
}

/** Input types whose fields are cut to these; every other input type reached keeps every field of a kept type. */
const inputTypes: Record<string, string[]> = {
  MyCartUpdateAction: [
    'addDiscountCode',
    'addLineItem',
    'addPayment',
    'changeLineItemQuantity',
    'recalculate',
    'removeDiscountCode',
    'removeLineItem',
    'setBillingAddress',
    'setCountry',
    'setCustomField',
    'setCustomType',
    'setCustomerEmail',
    'setLineItemCustomField',
    'setLineItemDistributionChannel',
    'setLineItemSupplyChannel',
    'setLocale',
    'setShippingAddress',
    'setShippingAddressCustomField',
    'setShippingAddressCustomType',
    'setBillingAddressCustomField',
    'setBillingAddressCustomType',
    'setShippingMethod',
  ],
  CartUpdateAction: [
    'addDiscountCode',
    'addLineItem',
    'addPayment',
    'changeLineItemQuantity',
    'recalculate',
    'removeDiscountCode',
    'removeLineItem',
    'setBillingAddress',
    'setCountry',
    'setCustomField',
    'setCustomType',
    'setCustomerEmail',
    'setLineItemCustomField',
    'setLineItemDistributionChannel',
    'setLineItemSupplyChannel',
    'setLocale',
    'setShippingAddress',
    'setShippingAddressCustomField',
    'setShippingAddressCustomType',
    'setBillingAddressCustomField',
    'setBillingAddressCustomType',
    'setShippingMethod',
  ],
  MyCustomerUpdateAction: [
    'addAddress',
    'changeAddress',
    'removeAddress',
    'setDefaultShippingAddress',
    'setDefaultBillingAddress',
    'addShippingAddressId',
    'addBillingAddressId',
    'setCustomField',
    'setCustomType',
    'setDateOfBirth',
    'setFirstName',
    'setLastName',
    'setLocale',
    'setSalutation',
    'setTitle',
    'changeEmail',
    'setAddressCustomField',
    'setAddressCustomType',
  ],
  MyShoppingListUpdateAction: [
    'addLineItem',
    'removeLineItem',
    'changeLineItemQuantity',
    'changeName',
    'setCustomField',
    'setCustomType',
  ],
  PaymentUpdateAction: [
    'addInterfaceInteraction',
    'addTransaction',
    'changeAmountPlanned',
    'changeTransactionInteractionId',
    'changeTransactionState',
    'changeTransactionTimestamp',
    'setCustomField',
    'setCustomType',
    'setInterfaceId',
    'setKey',
    'setMethodInfoInterface',
    'setMethodInfoMethod',
    'setMethodInfoName',
    'setStatusInterfaceCode',
    'setStatusInterfaceText',
    'transitionState',
  ],
  MyPaymentUpdateAction: [
    'addTransaction',
    'changeAmountPlanned',
    'setMethodInfoInterface',
    'setMethodInfoMethod',
    'setMethodInfoName',
    'setTransactionCustomField',
  ],
  OrderUpdateAction: [
    'changeOrderState',
    'changePaymentState',
    'changeShipmentState',
    'setCustomField',
    'addPayment',
    'addDelivery',
    'addParcelToDelivery',
    'setParcelTrackingData',
    'addReturnInfo',
    'setReturnShipmentState',
    'setReturnPaymentState',
  ],
  MyCartDraft: [
    'billingAddress',
    'country',
    'currency',
    'custom',
    'customerEmail',
    'discountCodes',
    'inventoryMode',
    'lineItems',
    'locale',
    'shippingAddress',
    'shippingMethod',
    'store',
    'taxMode',
  ],
  MyLineItemDraft: [
    'addedAt',
    'custom',
    'distributionChannel',
    'productId',
    'quantity',
    'sku',
    'supplyChannel',
    'variantId',
  ],
  AddMyCartLineItem: [
    'addedAt',
    'custom',
    'distributionChannel',
    'productId',
    'quantity',
    'sku',
    'supplyChannel',
    'variantId',
    'key',
  ],
  AddCartLineItem: [
    'addedAt',
    'custom',
    'distributionChannel',
    'productId',
    'quantity',
    'sku',
    'supplyChannel',
    'variantId',
    'key',
  ],
  ChangeCartLineItemQuantity: ['lineItemId', 'lineItemKey', 'quantity'],
  RemoveCartLineItem: ['lineItemId', 'lineItemKey', 'quantity'],
  MyShoppingListDraft: ['custom', 'deleteDaysAfterLastModification', 'description', 'lineItems', 'name'],
  ShoppingListLineItemDraft: ['addedAt', 'custom', 'productId', 'quantity', 'sku', 'variantId'],
  CustomerSignMeUpDraft: [
    'addresses',
    'billingAddresses',
    'custom',
    'dateOfBirth',
    'defaultBillingAddress',
    'defaultShippingAddress',
    'email',
    'firstName',
    'key',
    'lastName',
    'locale',
    'password',
    'salutation',
    'shippingAddresses',
    'title',
    'externalId',
  ],
  PaymentDraft: [
    'amountPlanned',
    'anonymousId',
    'custom',
    'customer',
    'interfaceId',
    'interfaceInteractions',
    'key',
    'paymentMethodInfo',
    'paymentStatus',
    'transactions',
  ],
  PaymentStatusInput: ['interfaceCode', 'interfaceText'],
  OrderCartCommand: ['cart', 'custom', 'id', 'orderNumber', 'orderState', 'paymentState', 'shipmentState', 'version'],
  AddressInput: [
    'additionalAddressInfo',
    'additionalStreetInfo',
    'apartment',
    'building',
    'city',
    'company',
    'country',
    'custom',
    'department',
    'email',
    'externalId',
    'fax',
    'firstName',
    'id',
    'key',
    'lastName',
    'mobile',
    'pOBox',
    'phone',
    'postalCode',
    'region',
    'salutation',
    'state',
    'streetName',
    'streetNumber',
    'title',
  ],
}

/** Interfaces whose implementations are listed above. */
const keptInterfaces = new Set([
  'BaseMoney',
  'CartDiscountValue',
  'CartDiscountTarget',
  'Geometry',
  'ReturnItem',
  'MessagePayload',
])

const referencePath = fileURLToPath(
  new URL('../../../../../shared/reference/commercetools-graphql.graphql', import.meta.url),
)
const document = parse(readFileSync(referencePath, 'utf8'), { noLocation: true })
const definitions = new Map<string, DefinitionNode & { name: { value: string } }>()
for (const definition of document.definitions) {
  if ('name' in definition && definition.name) definitions.set(definition.name.value, definition as never)
}

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type))
const isRequired = (type: TypeNode) => type.kind === Kind.NON_NULL_TYPE
const kept = new Map<string, DefinitionNode>()
const queue: string[] = [...Object.keys(outputTypes)]

/** Scalars, enums and input types come along when reached; object types must be listed. */
function reachable(name: string): boolean {
  if (name in outputTypes) return true
  const definition = definitions.get(name)
  if (!definition) return ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)
  return [Kind.SCALAR_TYPE_DEFINITION, Kind.ENUM_TYPE_DEFINITION, Kind.INPUT_OBJECT_TYPE_DEFINITION].includes(
    definition.kind as never,
  )
}

function keepArgs(args: readonly InputValueDefinitionNode[] | undefined): InputValueDefinitionNode[] | null {
  const result: InputValueDefinitionNode[] = []
  for (const arg of args ?? []) {
    if (reachable(namedType(arg.type))) {
      result.push({ ...arg, description: undefined })
      queue.push(namedType(arg.type))
    } else if (isRequired(arg.type)) return null
  }
  return result
}

while (queue.length) {
  const name = queue.shift()!
  if (kept.has(name)) continue
  const definition = definitions.get(name)
  if (!definition) continue
  if (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION) {
    const wanted = outputTypes[name]
    if (!wanted) throw new Error(`${name} is reached but not listed in outputTypes`)
    const fields: FieldDefinitionNode[] = []
    for (const field of definition.fields ?? []) {
      if (wanted !== '*' && !wanted.includes(field.name.value)) continue
      const type = namedType(field.type)
      if (!reachable(type)) {
        if (wanted !== '*') throw new Error(`${name}.${field.name.value}: ${type} is not listed`)
        continue
      }
      const args = keepArgs(field.arguments)
      if (!args) continue
      fields.push({ ...field, description: undefined, arguments: args, directives: [] })
      queue.push(type)
    }
    const interfaces = (definition.interfaces ?? []).filter((i) => keptInterfaces.has(i.name.value))
    kept.set(name, { ...definition, description: undefined, fields, interfaces } as DefinitionNode)
  } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
    const wanted = inputTypes[name]
    const fields = (definition.fields ?? []).filter((field) => {
      if (wanted && !wanted.includes(field.name.value) && !isRequired(field.type)) return false
      const type = namedType(field.type)
      if (!reachable(type)) {
        if (isRequired(field.type)) throw new Error(`input ${name}.${field.name.value}: ${type} is not listed`)
        return false
      }
      queue.push(type)
      return true
    })
    kept.set(name, {
      ...definition,
      description: undefined,
      directives: [],
      fields: fields.map((f) => ({ ...f, description: undefined, directives: [] })),
    } as DefinitionNode)
  } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
    kept.set(name, {
      ...definition,
      description: undefined,
      values: definition.values?.map((v) => ({ ...v, description: undefined })),
    } as DefinitionNode)
  } else {
    kept.set(name, { ...definition, description: undefined } as DefinitionNode)
  }
}

const sdl = [...kept.keys()]
  .sort()
  .map((name) => print(kept.get(name)!))
  .join('\n\n')
const out = fileURLToPath(new URL('./schema.generated.ts', import.meta.url))
writeFileSync(
  out,
  `// Generated by generate-schema.ts from the platform's public schema: do not edit by hand.\nexport const commerceSchemaSdl = /* GraphQL */ \`\n${sdl.replaceAll('`', '\\`')}\n\`\n`,
)
console.log(`wrote ${kept.size} types to ${out}`)
