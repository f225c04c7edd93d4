// @ts-nocheck
import { describe, expect, it } from 'vitest'
import { isValidNotificationSignature, notificationSigningString, signNotification } from './hmac'

// The provider's own published test vectors (its API libraries' HMAC validator tests).
const KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00'
const reportAvailable = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { value: 1000, currency: 'EUR' },
  eventCode: 'REPORT_AVAILABLE',
  success: 'true',
}
const authorisation = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
}

describe('notification HMAC signatures', () => {
  it('builds the signing string in the documented field order', () => {
    expect(notificationSigningString(reportAvailable)).toBe(
      'pspReference:originalReference:merchantAccount:reference:1000:EUR:REPORT_AVAILABLE:true',
    )
    expect(notificationSigningString(authorisation)).toBe(
      '7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true',
    )
  })

  it('matches the published signatures', () => {
    expect(signNotification(reportAvailable, KEY)).toBe('ZNBPtI+oDyyRrLyD1XirkKnQgIAlFc07Vj27TeHsDRE=')
    expect(signNotification(authorisation, KEY)).toBe('Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=')
  })

  it('rejects a signature over other values or with another key', () => {
    const signature = signNotification(authorisation, KEY)
    expect(isValidNotificationSignature(authorisation, signature, KEY)).toBe(true)
    expect(
      isValidNotificationSignature({ ...authorisation, amount: { value: 1, currency: 'EUR' } }, signature, KEY),
    ).toBe(false)
    expect(isValidNotificationSignature(authorisation, signature, KEY.replace('D', 'E'))).toBe(false)
    expect(isValidNotificationSignature(authorisation, 'short', KEY)).toBe(false)
  })
})
