// @ts-nocheck
import type { ActionKind } from './authorise'
import type { PaymentAttempt } from './store'

const THREE_DS_PATH = '/platform/payments/3ds'

/** The shopper action of a 3-D Secure step: the stand-in's page, where the shopper completes or fails it. */
function threeDSAction(attempt: PaymentAttempt, origin: string, subtype: ActionKind) {
  const token = attempt.action_token ?? ''
  return {
    type: 'threeDS2',
    subtype,
    paymentMethodType: attempt.method_type,
    token,
    paymentData: token,
    url: `${origin}${THREE_DS_PATH}/${token}`,
    method: 'GET',
  }
}

/** The `/payments` and `/payments/details` answer for one attempt. */
export function paymentResponse(
  attempt: PaymentAttempt,
  origin: string,
  action: ActionKind | undefined,
  refusalReasonCode: string | undefined,
) {
  return {
    pspReference: attempt.psp_reference,
    resultCode: attempt.result_code,
    merchantReference: attempt.reference,
    amount: { value: Number(attempt.amount_value), currency: attempt.currency },
    paymentMethod: { type: attempt.method_type, ...(attempt.card_brand ? { brand: attempt.card_brand } : {}) },
    ...(attempt.refusal_reason ? { refusalReason: attempt.refusal_reason } : {}),
    ...(refusalReasonCode && attempt.refusal_reason ? { refusalReasonCode } : {}),
    ...(action ? { action: threeDSAction(attempt, origin, action) } : {}),
    ...(attempt.card_last4 ? { additionalData: { cardSummary: attempt.card_last4 } } : {}),
  }
}
