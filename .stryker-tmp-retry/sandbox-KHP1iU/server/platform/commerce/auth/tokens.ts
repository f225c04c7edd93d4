// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto'
import type { Repository } from '../repository'
import { principalFromScope, type Principal } from './scopes'

/** Lifetimes of the platform's defaults: access tokens 2 days, refresh tokens 200 days. */
const ACCESS_TOKEN_SECONDS = 172_800
const REFRESH_TOKEN_SECONDS = 200 * 86_400

interface IssuedToken {
  access_token: string
  token_type: 'Bearer'
  expires_in: number
  scope: string
  refresh_token?: string
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = (projectKey: string) => `${projectKey}:${randomBytes(32).toString('base64url')}`

type VerifiedToken = Principal & { clientId: string }

/** Issues and checks OAuth tokens; only their SHA-256 hashes are stored. */
export class TokenStore {
  /** A short in-process memo of verified access tokens, so a request costs no token query. */
  private readonly memo = new Map<string, { token: VerifiedToken; expiresAt: number }>()

  constructor(
    private readonly repo: Repository,
    private readonly projectKey: string,
    private readonly accessSeconds = ACCESS_TOKEN_SECONDS,
  ) {}

  async issue(clientId: string, scope: string, { withRefresh }: { withRefresh: boolean }): Promise<IssuedToken> {
    const accessToken = newToken(this.projectKey)
    const principal = principalFromScope(scope)
    const owner = {
      customer_id: principal.kind === 'customer' ? principal.customerId : null,
      anonymous_id: principal.kind !== 'server' ? (principal.anonymousId ?? null) : null,
    }
    const rows: Array<{
      token_hash: string
      kind: 'access' | 'refresh'
      client_id: string
      scope: string
      customer_id: string | null
      anonymous_id: string | null
      expires_at: string
    }> = [
      {
        token_hash: hash(accessToken),
        kind: 'access',
        client_id: clientId,
        scope,
        ...owner,
        expires_at: new Date(Date.now() + this.accessSeconds * 1000).toISOString(),
      },
    ]
    let refreshToken: string | undefined
    if (withRefresh) {
      refreshToken = newToken(this.projectKey)
      rows.push({
        token_hash: hash(refreshToken),
        kind: 'refresh' as const,
        client_id: clientId,
        scope,
        ...owner,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
      })
    }
    await this.repo.db.insertInto('commerce_tokens').values(rows).execute()
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.accessSeconds,
      scope,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    }
  }

  /** A new access token for a valid refresh token of the same client; the refresh token stays. */
  async refresh(clientId: string, refreshToken: string): Promise<IssuedToken | undefined> {
    const row = await this.find(refreshToken, 'refresh')
    if (!row || row.client_id !== clientId) return undefined
    return this.issue(clientId, row.scope, { withRefresh: false })
  }

  async verify(accessToken: string): Promise<VerifiedToken | undefined> {
    const key = hash(accessToken)
    const memo = this.memo.get(key)
    if (memo && memo.expiresAt > Date.now()) return memo.token
    const row = await this.find(accessToken, 'access')
    if (!row) return undefined
    const token = { ...principalFromScope(row.scope), clientId: row.client_id }
    const expiresAt = Math.min(new Date(row.expires_at).getTime(), Date.now() + 30_000)
    if (this.memo.size > 10_000) this.memo.clear()
    this.memo.set(key, { token, expiresAt })
    return token
  }

  /** OAuth token introspection: the access token's scope, client and expiry (seconds), if it is active. */
  async introspect(accessToken: string): Promise<{ scope: string; clientId: string; exp: number } | undefined> {
    const row = await this.find(accessToken, 'access')
    return (
      row && { scope: row.scope, clientId: row.client_id, exp: Math.floor(new Date(row.expires_at).getTime() / 1000) }
    )
  }

  /** Whether an anonymous session id was ever handed out (or a resource carries it). */
  async anonymousIdInUse(anonymousId: string): Promise<boolean> {
    const token = await this.repo.db
      .selectFrom('commerce_tokens')
      .select('token_hash')
      .where('anonymous_id', '=', anonymousId)
      .limit(1)
      .executeTakeFirst()
    if (token) return true
    const resource = await this.repo.db
      .selectFrom('commerce_resources')
      .select('id')
      .where('type_id', 'in', ['cart', 'order', 'shopping-list', 'payment'])
      .where('anonymous_id', '=', anonymousId)
      .limit(1)
      .executeTakeFirst()
    return Boolean(resource)
  }

  private async find(token: string, kind: 'access' | 'refresh') {
    if (!token || token.length > 200) return undefined
    const row = await this.repo.db
      .selectFrom('commerce_tokens')
      .selectAll()
      .where('token_hash', '=', hash(token))
      .where('kind', '=', kind)
      .executeTakeFirst()
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return undefined
    return row
  }
}
