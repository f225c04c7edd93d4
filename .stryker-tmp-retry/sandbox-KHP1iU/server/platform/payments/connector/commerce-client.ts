/** Where the commerce platform is and who the connector is to it (commercetools protocol). */
// @ts-nocheck

export interface CommerceEndpoint {
  /** e.g. `http://127.0.0.1:3000/platform/commerce/kestrel/graphql` */
  graphqlUrl: string
  /** e.g. `http://127.0.0.1:3000/platform/auth/oauth/token` */
  tokenUrl: string
  clientId: string
  clientSecret: string
}

interface GraphqlError {
  message: string
  extensions?: { code?: string; currentVersion?: number }
}

export class CommerceRequestError extends Error {
  override name = 'CommerceRequestError'
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** A client-credentials GraphQL client; the token is reused until 30 s before it expires. */
export class CommerceClient {
  private token?: { value: string; expiresAt: number }

  constructor(private readonly endpoint: CommerceEndpoint) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - 30_000 > Date.now()) return this.token.value
    const basic = Buffer.from(`${this.endpoint.clientId}:${this.endpoint.clientSecret}`).toString('base64')
    const response = await fetch(this.endpoint.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    if (!response.ok) throw new CommerceRequestError(`Commerce token request failed: HTTP ${response.status}`)
    const body = (await response.json()) as { access_token: string; expires_in: number }
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }
    return body.access_token
  }

  async request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(this.endpoint.graphqlUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: GraphqlError[] }
    const error = body.errors?.[0]
    if (error) throw new CommerceRequestError(error.message, error.extensions?.code)
    if (!response.ok || !body.data) throw new CommerceRequestError(`Commerce request failed: HTTP ${response.status}`)
    return body.data
  }
}
