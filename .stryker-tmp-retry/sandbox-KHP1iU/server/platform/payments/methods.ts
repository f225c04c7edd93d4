// @ts-nocheck
import { PAY_LATER } from './payments.config'
import type { Amount } from './schemas'

interface PaymentMethod {
  type: string
  name: string
  brands?: string[]
  configuration?: Record<string, string | number>
}

/**
 * What a shopper may pay with: cards everywhere, the wallet's pay button everywhere, pay later
 * in some countries within an amount range. A zero amount needs no payment, so no methods.
 */
export function paymentMethodsFor(countryCode: string | undefined, amount: Amount | undefined): PaymentMethod[] {
  if (amount?.value === 0) return []
  const methods: PaymentMethod[] = [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
    {
      type: 'walletpay',
      name: 'Wallet Pay',
      configuration: { merchantId: 'kestrel-wallet', signaturePath: '/platform/payments/v71/walletpay/signature' },
    },
  ]
  const countryFits = countryCode === undefined || PAY_LATER.countries.includes(countryCode)
  const amountFits = amount === undefined || (amount.value >= PAY_LATER.minValue && amount.value <= PAY_LATER.maxValue)
  if (countryFits && amountFits) {
    methods.push({
      type: 'paylater',
      name: `Pay later in ${PAY_LATER.instalments} instalments`,
      configuration: {
        instalments: PAY_LATER.instalments,
        minAmount: PAY_LATER.minValue,
        maxAmount: PAY_LATER.maxValue,
      },
    })
  }
  return methods
}
