// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The fields of a standard notification item that its HMAC signature covers. */
export interface SignedNotificationFields {
  pspReference: string
  originalReference?: string | undefined
  merchantAccountCode: string
  merchantReference: string
  amount: { value: number; currency: string }
  eventCode: string
  success: string
}

/**
 * The signing string of a standard notification, in the provider's documented order:
 * pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success
 * (absent fields are empty; colons inside values are not escaped).
 */
export function notificationSigningString(item: SignedNotificationFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':')
}

/** Base64 HMAC-SHA256 with the hex-decoded key. */
export function signNotification(item: SignedNotificationFields, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex'))
    .update(notificationSigningString(item), 'utf8')
    .digest('base64')
}

export function isValidNotificationSignature(
  item: SignedNotificationFields,
  signature: string,
  hexKey: string,
): boolean {
  const expected = Buffer.from(signNotification(item, hexKey))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
