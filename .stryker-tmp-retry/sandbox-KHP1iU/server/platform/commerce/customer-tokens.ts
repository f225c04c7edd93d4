// @ts-nocheck
import { createHash, randomBytes } from 'node:crypto'
import { CommerceError, invalidInput, notFound } from './errors'
import { customerIndex, hashPassword, type CustomerDocument } from './customers'
import { newId, type Repository } from './repository'

/** The platform's default lifetime of a password-reset token (minutes). */
const PASSWORD_TOKEN_DEFAULT_MINUTES = 10
/** The longest lifetime a caller may ask for (minutes): one day, as the platform allows. */
const TOKEN_MAX_MINUTES = 24 * 60

type TokenKind = 'email' | 'password'

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

/** A token as the platform answers it (`CustomerEmailToken` / `CustomerPasswordToken`); its value is shown once. */
interface CustomerTokenView {
  id: string
  customerId: string
  expiresAt: string
  value: string
  version: number
  createdAt: string
  lastModifiedAt: string
}

function ttlOf(ttlMinutes: unknown, fallback: number | undefined): number {
  if (ttlMinutes === undefined || ttlMinutes === null) {
    if (fallback === undefined) throw invalidInput('ttlMinutes is required.', { field: 'ttlMinutes' })
    return fallback
  }
  if (
    typeof ttlMinutes !== 'number' ||
    !Number.isInteger(ttlMinutes) ||
    ttlMinutes < 1 ||
    ttlMinutes > TOKEN_MAX_MINUTES
  )
    throw invalidInput(`ttlMinutes must be between 1 and ${TOKEN_MAX_MINUTES}.`, { field: 'ttlMinutes' })
  return ttlMinutes
}

/**
 * Email-verification and password-reset tokens (customerCreateEmailVerificationToken,
 * customerConfirmEmail, customerCreatePasswordResetToken, customerResetPassword). Only a token's
 * SHA-256 hash is stored; a token is spent by the one update that marks it used, so two
 * requests with the same token cannot both succeed; a new token of a kind replaces the
 * customer's unused ones of that kind.
 */
export class CustomerTokens {
  constructor(private readonly repo: Repository) {}

  private async issue(kind: TokenKind, customerId: string, minutes: number): Promise<CustomerTokenView> {
    const value = randomBytes(32).toString('base64url')
    const id = newId()
    const now = new Date()
    const expiresAt = new Date(now.getTime() + minutes * 60_000)
    await this.repo.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('commerce_customer_tokens')
        .where('customer_id', '=', customerId)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .execute()
      await trx
        .insertInto('commerce_customer_tokens')
        .values({
          id,
          kind,
          customer_id: customerId,
          value_hash: hash(value),
          expires_at: expiresAt.toISOString(),
          used_at: null,
        })
        .execute()
    })
    const at = now.toISOString()
    return { id, customerId, expiresAt: expiresAt.toISOString(), value, version: 1, createdAt: at, lastModifiedAt: at }
  }

  /** Spends a token: the customer it was made for, or the platform's error for an unknown, used or expired one. */
  private async spend(kind: TokenKind, value: unknown): Promise<string> {
    if (typeof value !== 'string' || !value || value.length > 200)
      throw invalidInput('tokenValue is required.', { field: 'tokenValue' })
    const spent = await this.repo.db
      .updateTable('commerce_customer_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('value_hash', '=', hash(value))
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .returning('customer_id')
      .executeTakeFirst()
    if (spent) return spent.customer_id
    const known = await this.repo.db
      .selectFrom('commerce_customer_tokens')
      .select(['used_at', 'expires_at'])
      .where('value_hash', '=', hash(value))
      .where('kind', '=', kind)
      .executeTakeFirst()
    if (known && known.used_at === null)
      throw kind === 'email'
        ? new CommerceError('ExpiredCustomerEmailToken', 'The Customer email token is expired.')
        : new CommerceError('ExpiredCustomerPasswordToken', 'The Customer password token is expired.')
    throw new CommerceError('ResourceNotFound', 'The Customer with the given token was not found.', {
      resource: 'customer',
    })
  }

  private async customer(customerId: string) {
    const found = await this.repo.get<CustomerDocument>('customer', customerId)
    if (!found) throw notFound('customer', customerId)
    return found
  }

  async createEmailToken(customerId: string, ttlMinutes: unknown): Promise<CustomerTokenView> {
    await this.customer(customerId)
    return this.issue('email', customerId, ttlOf(ttlMinutes, undefined))
  }

  async confirmEmail(tokenValue: unknown): Promise<CustomerDocument> {
    const current = await this.customer(await this.spend('email', tokenValue))
    const customer = { ...current.document, isEmailVerified: true }
    return (await this.repo.replace('customer', customer.id, current.version, customer, customerIndex(customer)))
      .document
  }

  /** A reset token for the customer with this email; an unknown email is ResourceNotFound, as on the platform. */
  async createPasswordToken(email: unknown, ttlMinutes: unknown): Promise<CustomerTokenView> {
    if (typeof email !== 'string' || !email.trim()) throw invalidInput('email is required.', { field: 'email' })
    const found = await this.repo.getByLookup<CustomerDocument>('customer', email.trim().toLowerCase())
    if (!found)
      throw new CommerceError('ResourceNotFound', `The Customer with email '${email.trim()}' was not found.`, {
        resource: 'customer',
      })
    return this.issue('password', found.document.id, ttlOf(ttlMinutes, PASSWORD_TOKEN_DEFAULT_MINUTES))
  }

  async resetPassword(tokenValue: unknown, newPassword: unknown): Promise<CustomerDocument> {
    if (typeof newPassword !== 'string' || !newPassword)
      throw invalidInput('The new password must not be empty.', { field: 'newPassword' })
    const current = await this.customer(await this.spend('password', tokenValue))
    const customer = { ...current.document, password: await hashPassword(newPassword) }
    const stored = await this.repo.replace('customer', customer.id, current.version, customer, customerIndex(customer))
    // The other reset links mailed before this one end with it.
    await this.repo.db
      .deleteFrom('commerce_customer_tokens')
      .where('customer_id', '=', customer.id)
      .where('kind', '=', 'password')
      .where('used_at', 'is', null)
      .execute()
    return stored.document
  }
}
