// @ts-nocheck
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { sql } from 'kysely'
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import type { Database } from '../db/database'

/** At most `limit` counted attempts per key within `windowSeconds` of the first one. */
interface ThrottleLimit {
  scope: string
  limit: number
  windowSeconds: number
}

export type Attempt =
  | { throttled: true; retryAfter: number }
  /** `succeeded()` gives the attempt back, so only failures stay counted. */
  | { throttled: false; succeeded(): Promise<void> }

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')
const CLEANUP_EVERY_MS = 10 * 60_000

/**
 * Counters in the database, so every process behind the load balancer sees the same ones.
 * An attempt takes one hit from each of its counters in a single upsert (no read-then-write,
 * so parallel requests cannot all slip under a limit); over any limit all hits are given back
 * and the caller waits until the fullest counter's window ends.
 */
export class Throttle {
  private lastCleanup = 0

  constructor(private readonly db: Database) {}

  async attempt(counters: ReadonlyArray<{ limit: ThrottleLimit; key: string }>): Promise<Attempt> {
    const rows = [...new Map(counters.map((c) => [`${c.limit.scope}\n${c.key}`, c])).values()].map(
      ({ limit, key }) => ({
        scope: limit.scope,
        keyHash: hashKey(key),
        limit: limit.limit,
        windowSeconds: limit.windowSeconds,
      }),
    )
    if (!rows.length) return { throttled: false, succeeded: async () => {} }
    await this.cleanup()
    const values = sql.join(
      rows.map(
        (row) => sql`(${row.scope}, ${row.keyHash}, 1, now() + ${row.windowSeconds}::int * interval '1 second')`,
      ),
    )
    const { rows: counted } = await sql<{ scope: string; key_hash: string; hits: number; retry_after: number }>`
      INSERT INTO throttle_counters AS t (scope, key_hash, hits, window_ends_at) VALUES ${values}
      ON CONFLICT (scope, key_hash) DO UPDATE SET
        hits = CASE WHEN t.window_ends_at > now() THEN t.hits + 1 ELSE 1 END,
        window_ends_at = CASE WHEN t.window_ends_at > now() THEN t.window_ends_at ELSE excluded.window_ends_at END
      RETURNING scope, key_hash, hits, greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::int AS retry_after
    `.execute(this.db)
    const over = counted.filter(
      (row) => row.hits > rows.find((r) => r.scope === row.scope && r.keyHash === row.key_hash)!.limit,
    )
    const giveBack = () => this.giveBack(rows)
    if (over.length) {
      await giveBack()
      return { throttled: true, retryAfter: Math.max(...over.map((row) => row.retry_after)) }
    }
    return { throttled: false, succeeded: giveBack }
  }

  private async giveBack(rows: ReadonlyArray<{ scope: string; keyHash: string }>): Promise<void> {
    const keys = sql.join(rows.map((row) => sql`(${row.scope}, ${row.keyHash})`))
    await sql`UPDATE throttle_counters SET hits = greatest(hits - 1, 0)
      WHERE (scope, key_hash) IN (${keys}) AND window_ends_at > now()`.execute(this.db)
  }

  /** Expired windows are deleted now and then; a missing row and an expired one count the same. */
  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return
    this.lastCleanup = Date.now()
    await sql`DELETE FROM throttle_counters WHERE window_ends_at < now()`.execute(this.db)
  }
}

const throttles = new WeakMap<Database, Throttle>()

/** The one throttle of a database handle. */
export function throttleFor(db: Database): Throttle {
  let throttle = throttles.get(db)
  if (!throttle) throttles.set(db, (throttle = new Throttle(db)))
  return throttle
}

/**
 * Sign-in limits, counting failed attempts only: 10 per account in 15 minutes keeps an online
 * guesser under 1 000 tries a day per account while an owner who mistypes waits at most 15 minutes;
 * 30 per client address in 15 minutes stops one address from spraying many accounts and still
 * leaves room for a few shoppers behind one NAT getting their passwords wrong.
 */
const SIGN_IN_LIMITS = {
  account: { limit: 10, windowSeconds: 15 * 60 },
  address: { limit: 30, windowSeconds: 15 * 60 },
} as const

/** The counters of one sign-in attempt under `scope` (each service keeps its own). */
export function signInCounters(scope: string, { address, email }: { address: string; email: string }) {
  return [
    { limit: { scope: `${scope}:account`, ...SIGN_IN_LIMITS.account }, key: email.trim().toLowerCase() },
    { limit: { scope: `${scope}:address`, ...SIGN_IN_LIMITS.address }, key: address },
  ]
}

/**
 * A server that signs its shoppers in at the commerce platform calls from its own address; as an
 * authenticated API client it names the shopper's address in this header, the way an identity
 * provider lets a confidential client forward its end user's address.
 */
export const END_USER_ADDRESS_HEADER = 'x-end-user-address'

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.'

/**
 * The client's address: the socket's peer, or with `trustedProxyHops` proxies in front (the
 * load balancer), the entry of `X-Forwarded-For` that the outermost trusted proxy added.
 * IPv6 addresses count by their /64 network, which one client usually holds whole.
 */
export function clientAddress(c: Context, trustedProxyHops = 0): string {
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    // Not served by node (e.g. `app.request()` in a unit test): no socket to ask.
  }
  if (trustedProxyHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const forwarded = chain[chain.length - trustedProxyHops]
    if (forwarded && isIP(forwarded)) return addressKey(forwarded)
  }
  return peer ? addressKey(peer) : 'unknown'
}

/** Whether a value is an address as `addressKey` gives it (what the end-user address header carries). */
export function isAddressKey(value: string): boolean {
  return isIP(value) !== 0 || /^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/i.test(value)
}

/** An address as a counter key: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
