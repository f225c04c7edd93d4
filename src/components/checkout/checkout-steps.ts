/**
 * The code of the checkout's later steps (spec 2.7). The contact step is native form controls and comes
 * with the page; the delivery step (react-aria's radio groups, the address form) is fetched once the
 * shopper starts on the contact details, and the payment step once the delivery step shows.
 */
export const loadDeliveryStep = () => import('./DeliveryStep')
export const loadPaymentStep = () => import('./PaymentStep')
