// @ts-nocheck
import { taxCategoryKey } from './channels'
import { typeKeys } from './custom-types'
import { crowns } from './money'
import type { LocalizedString, ShippingMethodDraft } from './types'

const freeAbove = crowns(1500)

const method = (
  key: ShippingMethodDraft['key'],
  name: LocalizedString,
  description: LocalizedString,
  price: number,
  deliveryTime: LocalizedString,
  isDefault = false,
): ShippingMethodDraft => ({
  key,
  name: name.en,
  localizedName: name,
  localizedDescription: description,
  taxCategory: { typeId: 'tax-category', key: taxCategoryKey },
  zoneRates: [
    {
      zone: { typeId: 'zone', key: 'CZ' },
      shippingRates: [{ price: crowns(price), ...(price > 0 ? { freeAbove } : {}) }],
    },
  ],
  isDefault,
  custom: {
    type: { typeId: 'type', key: typeKeys.shippingMethod },
    fields: { shippingmethod_CF_OrderType: key, shippingmethod_CF_DeliveryTime: deliveryTime },
  },
})

/** HD is the default (spec 4.3); paid methods are free above 1 500 Kč, the amount of the site's USP banner. */
export function buildShippingMethods(): ShippingMethodDraft[] {
  return [
    method(
      'HD',
      { 'cs-CZ': 'Doručení na adresu', en: 'Home delivery' },
      { 'cs-CZ': 'Kurýr doručí zásilku až ke dveřím.', en: 'A courier brings the parcel to your door.' },
      99,
      { 'cs-CZ': '1–2 pracovní dny', en: '1–2 working days' },
      true,
    ),
    method(
      'CC',
      { 'cs-CZ': 'Vyzvednutí v prodejně', en: 'Click and collect' },
      { 'cs-CZ': 'Vyzvedněte si objednávku v prodejně Kestrel.', en: 'Collect your order in a Kestrel store.' },
      0,
      { 'cs-CZ': 'do 2 hodin', en: 'within 2 hours' },
    ),
    method(
      'CR',
      { 'cs-CZ': 'Vyzkoušej a kup', en: 'Try and buy' },
      { 'cs-CZ': 'Rezervujte si boty a vyzkoušejte je v prodejně.', en: 'Reserve the shoes and try them on in store.' },
      0,
      { 'cs-CZ': 'do 2 hodin', en: 'within 2 hours' },
    ),
    method(
      'PS',
      { 'cs-CZ': 'Výdejní místo', en: 'Parcel shop' },
      { 'cs-CZ': 'Vyzvednutí na výdejním místě dopravce.', en: 'Pick-up at a carrier parcel shop.' },
      69,
      { 'cs-CZ': '2–3 pracovní dny', en: '2–3 working days' },
    ),
  ]
}
