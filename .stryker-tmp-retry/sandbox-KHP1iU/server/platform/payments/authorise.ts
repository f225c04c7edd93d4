// @ts-nocheck
import { brandOf, passesLuhn, resultForCard, type CardBrand, type ResultCode } from './cards'
import type { SchemeMethod } from './schemas'

/** The shopper step a result code asks for: 3-D Secure fingerprint or challenge. */
export type ActionKind = 'fingerprint' | 'challenge'

type CardDecision =
  | { kind: 'invalid'; errorCode: string; message: string }
  | {
      kind: 'result'
      resultCode: ResultCode
      refusalReason?: string
      refusalReasonCode?: string
      brand: CardBrand
      last4: string
      action?: ActionKind
    }

export const REFUSALS = {
  Refused: { refusalReason: 'Refused', refusalReasonCode: '2' },
  Error: { refusalReason: 'Acquirer Error', refusalReasonCode: '4' },
  Expired: { refusalReason: 'Expired Card', refusalReasonCode: '6' },
  NotAuthenticated: { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' },
} as const

/**
 * Decides a card payment from its test card number (README "Payments test cards"). Only the
 * brand and the last four digits leave this function; the number itself goes nowhere.
 */
export function decideCardPayment(method: SchemeMethod, now = new Date()): CardDecision {
  const number = method.number ?? method.encryptedCardNumber
  if (!number || !passesLuhn(number)) return { kind: 'invalid', errorCode: '101', message: 'Invalid card number' }
  const brand = brandOf(number)
  const last4 = number.slice(-4)

  const month = Number(method.expiryMonth ?? method.encryptedExpiryMonth)
  const year = Number(method.expiryYear ?? method.encryptedExpiryYear)
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2099) {
    return { kind: 'invalid', errorCode: '129', message: 'Expiry date invalid' }
  }
  const cvc = method.cvc ?? method.encryptedSecurityCode ?? ''
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    return { kind: 'invalid', errorCode: '103', message: 'CVC is not the right length' }
  }
  const endOfExpiryMonth = Date.UTC(year, month, 1)
  if (endOfExpiryMonth <= now.getTime())
    return { kind: 'result', resultCode: 'Refused', ...REFUSALS.Expired, brand, last4 }

  const resultCode = resultForCard(number)
  switch (resultCode) {
    case 'Refused':
      return { kind: 'result', resultCode, ...REFUSALS.Refused, brand, last4 }
    case 'Error':
      return { kind: 'result', resultCode, ...REFUSALS.Error, brand, last4 }
    case 'IdentifyShopper':
      return { kind: 'result', resultCode, brand, last4, action: 'fingerprint' }
    case 'ChallengeShopper':
      return { kind: 'result', resultCode, brand, last4, action: 'challenge' }
    default:
      return { kind: 'result', resultCode, brand, last4 }
  }
}
