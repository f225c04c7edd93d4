/** A minimal commercetools client over real HTTP, for the platform's tests and the benchmark. */
// @ts-nocheck

// eslint-disable-next-line @typescript-eslint/no-explicit-any
interface GraphqlResult<T = any> {
  status: number
  data: T
  errors?: Array<{ message: string; extensions?: { code?: string; currentVersion?: number; [key: string]: unknown } }>
}

const basic = 'Basic ' + Buffer.from('kestrel-local:kestrel-local').toString('base64')

/** `origin` may be given as a function, read at each call, for a server that starts later. */
export function commerceClient(originOf: string | (() => string)) {
  const origin = () => (typeof originOf === 'string' ? originOf : originOf())
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
  const token = async (path: string, fields: Record<string, string>, authorization = basic) => {
    const response = await fetch(`${origin()}/platform/auth${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: form(fields),
    })
    return { status: response.status, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  return {
    token,
    serverToken: async () =>
      (await token('/oauth/token', { grant_type: 'client_credentials' })).body.access_token as string,
    anonymousToken: async () =>
      (await token('/oauth/kestrel/anonymous/token', { grant_type: 'client_credentials' })).body as {
        access_token: string
        refresh_token: string
        scope: string
      },
    customerToken: async (username: string, password: string, anonymousId?: string) =>
      (
        await token('/oauth/kestrel/customers/token', {
          grant_type: 'password',
          username,
          password,
          ...(anonymousId ? { anonymous_id: anonymousId } : {}),
        })
      ).body as {
        access_token: string
        refresh_token: string
      },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async gql<T = any>(
      accessToken: string,
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<GraphqlResult<T>> {
      const response = await fetch(`${origin()}/platform/commerce/kestrel/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as { data: T; errors?: GraphqlResult['errors'] }
      return { status: response.status, data: body.data, ...(body.errors ? { errors: body.errors } : {}) }
    },
  }
}

export const CART_FIELDS = /* GraphQL */ `
  id version cartState totalLineItemQuantity anonymousId customerId country
  store { key }
  totalPrice { centAmount currencyCode fractionDigits }
  taxedPrice { totalGross { centAmount } totalTax { centAmount } totalNet { centAmount } }
  lineItems {
    id productId productKey quantity addedAt lineItemMode name(locale: "cs-CZ")
    supplyChannel { id key } distributionChannel { key }
    totalPrice { centAmount }
    price { value { centAmount } discounted { value { centAmount } } }
    discountedPricePerQuantity { quantity discountedPrice { value { centAmount } includedDiscounts { discountedAmount { centAmount } discount { key } } } }
    variant { sku images { url label } availability { channels { total results { channel { key } availability { isOnStock availableQuantity } } } } attributesRaw { name value } }
  }
  discountCodes { state discountCode { id code key cartDiscounts { id } } }
  shippingAddress { country firstName streetName custom { customFieldsRaw { name value } } }
  billingAddress { country city }
  shippingInfo { shippingMethodName price { centAmount } shippingMethod { key localizedName(locale: "en") custom { customFieldsRaw { name value } } } }
  custom { customFieldsRaw { name value } }
`
