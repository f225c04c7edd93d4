/**
 * Spec 4.8, the one mapping of a payment provider's result code to the order's payment status:
 * the checkout statechart (in the browser) and the payment API (on the server) both read it.
 */
// @ts-nocheck

type PaymentStatus = 'Paid' | 'Pending' | 'Failed'

/** The codes that are not Failed; anything else, a code never seen before included, is Failed. */
const STATUS_OF_CODE: ReadonlyMap<string, Exclude<PaymentStatus, 'Failed'>> = new Map([
  ['Authorised', 'Paid'],
  ['Pending', 'Pending'],
  ['Received', 'Pending'],
  ['IdentifyShopper', 'Pending'],
  ['ChallengeShopper', 'Pending'],
])

/** The pending codes that wait for the shopper's bank (3-D Secure), not for the provider. */
export const SHOPPER_ACTION_CODES: readonly string[] = ['IdentifyShopper', 'ChallengeShopper']

export function paymentStatusOf(resultCode: string | null | undefined): PaymentStatus {
  return (resultCode && STATUS_OF_CODE.get(resultCode)) || 'Failed'
}
