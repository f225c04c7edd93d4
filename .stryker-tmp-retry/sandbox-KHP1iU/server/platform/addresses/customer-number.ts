/**
 * Kestrel customer numbers: nine digits, the last a Luhn check digit, so a mistyped digit or
 * two swapped neighbours are caught before the number reaches the customer register.
 */
// @ts-nocheck

export function isCustomerNumber(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnCheckDigit(value.slice(0, 8)) === Number(value[8])
}

/** The customer number with the given eight-digit body. */
export function customerNumberFrom(body: number): string {
  const digits = String(body).padStart(8, '0').slice(-8)
  return `${digits}${luhnCheckDigit(digits)}`
}

function luhnCheckDigit(body: string): number {
  let sum = 0
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index])
    if (index % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}
