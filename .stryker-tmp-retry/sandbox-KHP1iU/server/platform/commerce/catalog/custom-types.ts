// @ts-nocheck
import type { CustomizableResource, FieldDefinition, FieldType, LocalizedString, TypeDraft } from './types'

const field = (name: string, type: FieldType, en: string, cs: string): FieldDefinition => ({
  type,
  name,
  label: { 'cs-CZ': cs, en },
  required: false,
  inputHint: 'SingleLine',
})

const str = { name: 'String' } as const
const bool = { name: 'Boolean' } as const
const money = { name: 'Money' } as const
const num = { name: 'Number' } as const
const l = (en: string, cs: string): LocalizedString => ({ 'cs-CZ': cs, en })

const type = (
  key: string,
  name: LocalizedString,
  resource: CustomizableResource,
  fields: FieldDefinition[],
): TypeDraft => ({
  key,
  name,
  resourceTypeIds: [resource],
  fieldDefinitions: fields,
})

/** Keys of the custom types, referenced from the drafts that use them. */
export const typeKeys = {
  address: 'address-customfields-type',
  order: 'order-customfields-type',
  lineItem: 'line-item-customfields-type',
  customer: 'customer-customfields-type',
  price: 'price-customfields-type',
  shippingMethod: 'shippingmethod-customfields-type',
  payment: 'payment-customfields-type',
  channel: 'channel-customfields-type',
  discountCode: 'discount-code-customfields-type',
} as const

/** The custom fields the spec reads (3.2–3.11); carts and orders share the `order` resource type. */
export function buildTypes(): TypeDraft[] {
  return [
    type(typeKeys.address, l('Address fields', 'Pole adresy'), 'address', [
      field('address_CF_Landmark', str, 'Landmark', 'Orientační bod'),
      field('address_CF_DeliveryInstructions', str, 'Delivery instructions', 'Pokyny pro doručení'),
      field('address_CF_PhoneticFirstName', str, 'Phonetic first name', 'Fonetické jméno'),
      field('address_CF_PhoneticLastName', str, 'Phonetic last name', 'Fonetické příjmení'),
      field('address_CF_ParcelShopId', str, 'Parcel shop id', 'Id výdejního místa'),
      field('address_CF_ParcelShopCarrier', str, 'Parcel shop carrier', 'Dopravce výdejního místa'),
      field('address_CF_VatId', str, 'VAT id', 'DIČ'),
      field('address_CF_IsCompany', bool, 'Company address', 'Firemní adresa'),
      field('address_CF_CustomerNumber', str, 'Customer number', 'Zákaznické číslo'),
      field('address_CF_KestrelAddressName', str, 'Address name', 'Název adresy'),
    ]),
    type(typeKeys.order, l('Cart and order fields', 'Pole košíku a objednávky'), 'order', [
      field('order_CF_HasDiscount', bool, 'Has discount', 'Má slevu'),
      field('order_CF_DiscountedPrice', money, 'Discounted price', 'Cena po slevě'),
      field('order_CF_Price', money, 'Price', 'Cena'),
      field('order_CF_Discount', money, 'Discount', 'Sleva'),
      field('order_CF_ShopperFirstName', str, 'Shopper first name', 'Jméno nakupujícího'),
      field('order_CF_ShopperLastName', str, 'Shopper last name', 'Příjmení nakupujícího'),
      field('order_CF_DiscountedPriceValue', num, 'Discounted price value', 'Hodnota ceny po slevě'),
      field('order_CF_DeliveryDate', { name: 'Date' }, 'Delivery date', 'Datum doručení'),
      field('order_CF_DeliveryTimeSlot', str, 'Delivery time slot', 'Časové okno doručení'),
    ]),
    type(typeKeys.lineItem, l('Line item fields', 'Pole položky'), 'line-item', [
      field('line-item_CF_Price', money, 'Price', 'Cena'),
      field('line-item_CF_DiscountedPrice', money, 'Discounted price', 'Cena po slevě'),
    ]),
    type(typeKeys.customer, l('Customer fields', 'Pole zákazníka'), 'customer', [
      field('customer_CF_PhoneCountryCode', str, 'Phone country code', 'Předvolba'),
      field('customer_CF_PhoneNumber', str, 'Phone number', 'Telefon'),
      field('customer_CF_Gender', str, 'Gender', 'Pohlaví'),
      field('customer_CF_PhoneticFirstName', str, 'Phonetic first name', 'Fonetické jméno'),
      field('customer_CF_PhoneticLastName', str, 'Phonetic last name', 'Fonetické příjmení'),
      field(
        'customer_CF_LastUpdateByMasterData',
        bool,
        'Last update by master data',
        'Naposledy změněno kmenovými daty',
      ),
    ]),
    type(typeKeys.price, l('Price fields', 'Pole ceny'), 'product-price', [
      field('price_CF_RecommendedRetailPrice', money, 'Recommended retail price', 'Doporučená cena'),
      field('price_CF_DiscountPercentage', num, 'Discount percentage', 'Sleva v procentech'),
      field('price_CF_AdjustedPrice', money, 'Adjusted (discounted) price', 'Upravená cena'),
      field('price_CF_OfferIds', { name: 'Set', elementType: { name: 'String' } }, 'Offer ids', 'Id nabídek'),
      field('price_CF_PreviousLowestPrice', money, 'Lowest price of the last 30 days', 'Nejnižší cena za 30 dní'),
      field(
        'price_CF_DiscountPercentagePreviousLowestPrice',
        num,
        'Discount from the lowest 30-day price',
        'Sleva z nejnižší ceny za 30 dní',
      ),
    ]),
    type(typeKeys.shippingMethod, l('Shipping method fields', 'Pole způsobu dopravy'), 'shipping-method', [
      field('shippingmethod_CF_OrderType', str, 'Order type', 'Typ objednávky'),
      field('shippingmethod_CF_DeliveryTime', { name: 'LocalizedString' }, 'Delivery time', 'Doba doručení'),
    ]),
    type(typeKeys.payment, l('Payment fields', 'Pole platby'), 'payment', [
      field('makePaymentResponse', str, 'Payment provider response (JSON)', 'Odpověď platební brány (JSON)'),
    ]),
    type(typeKeys.channel, l('Store fields', 'Pole prodejny'), 'channel', [
      field('channel_CF_OpeningHours', str, 'Opening hours per weekday (JSON)', 'Otevírací doba (JSON)'),
      field('channel_CF_Phone', str, 'Phone', 'Telefon'),
      field('channel_CF_Email', str, 'E-mail', 'E-mail'),
    ]),
    type(typeKeys.discountCode, l('Discount code fields', 'Pole slevového kódu'), 'discount-code', [
      field('discountcode_CF_IsWarranty', bool, 'Warranty code', 'Reklamační kód'),
    ]),
  ]
}
