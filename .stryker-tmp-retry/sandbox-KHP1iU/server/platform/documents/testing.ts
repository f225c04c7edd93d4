/** Order data as a caller posts it to be rendered (a long Czech name, two pieces). */
// @ts-nocheck

export const postedOrderSummary = {
  locale: 'en',
  createdAt: '2026-11-20T10:00:00Z',
  currency: 'CZK',
  email: 'petr.svoboda@example.com',
  shippingAddress: {
    firstName: 'Petr',
    lastName: 'Svoboda',
    streetName: 'Polská 1',
    postalCode: '779 00',
    city: 'Olomouc',
    country: 'CZ',
  },
  lineItems: [
    { name: 'Chelsea Boots Řemen', sku: '10000201380420', quantity: 2, unitPrice: 249000, totalPrice: 498000 },
  ],
  shipping: { name: 'Zásilkovna', price: 7900 },
  totalPrice: 505900,
  taxAmount: 87800,
  paymentMethod: 'Card',
}
