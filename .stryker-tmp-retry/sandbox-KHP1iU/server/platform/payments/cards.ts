/** The result codes of the checkout API (spec 4.8 maps them to Paid / Pending / Failed). */
// @ts-nocheck

export const RESULT_CODES = [
  'Authorised',
  'Refused',
  'Error',
  'Cancelled',
  'Pending',
  'Received',
  'IdentifyShopper',
  'ChallengeShopper',
] as const
export type ResultCode = (typeof RESULT_CODES)[number]

interface TestCard {
  number: string
  brand: CardBrand
  resultCode: ResultCode
}

export type CardBrand = 'visa' | 'mc' | 'amex' | 'card'

/**
 * The documented test cards (README "Payments test cards"): each forces one result code.
 * Any expiry in the future and CVC 737 (7373 for amex) go with them.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', resultCode: 'Authorised' },
  { number: '5555341244441115', brand: 'mc', resultCode: 'Authorised' },
  { number: '370000000000002', brand: 'amex', resultCode: 'Authorised' },
  { number: '4000000000000002', brand: 'visa', resultCode: 'Refused' },
  { number: '4000000000000119', brand: 'visa', resultCode: 'Error' },
  { number: '4000000000000127', brand: 'visa', resultCode: 'Cancelled' },
  { number: '4000000000000135', brand: 'visa', resultCode: 'Pending' },
  { number: '4000000000000143', brand: 'visa', resultCode: 'Received' },
  { number: '4000000000003063', brand: 'visa', resultCode: 'IdentifyShopper' },
  { number: '4000000000003220', brand: 'visa', resultCode: 'ChallengeShopper' },
]

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mc'
  if (/^3[47]/.test(number)) return 'amex'
  return 'card'
}

/** What a card number asks for; a valid number that is not a test card is refused. */
export function resultForCard(number: string): ResultCode {
  return TEST_CARDS.find((card) => card.number === number)?.resultCode ?? 'Refused'
}
