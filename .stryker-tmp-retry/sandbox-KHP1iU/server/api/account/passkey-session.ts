/**
 * How a passkey sign-in becomes the customer's session: the local platform's extension grant for the API
 * client (decision record 0010), asked with `customer_id`. Against another identity provider this is the
 * one thing to replace (e.g. a token exchange).
 */
// @ts-nocheck

export const TRUSTED_CUSTOMER_GRANT = 'urn:kestrel:params:oauth:grant-type:trusted-customer'
