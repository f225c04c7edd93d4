// @ts-nocheck
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { throttleFor, type Throttle } from '../../http/throttle'
import { TokenStore } from './auth/tokens'
import { CartSignIn } from './cart-sign-in'
import { CartService } from './carts'
import { CustomerTokens } from './customer-tokens'
import { CustomerService } from './customers'
import { Faults } from './faults'
import { Fulfilment } from './fulfilment'
import { OrderService } from './orders'
import { PaymentService } from './payments'
import { ProductStore } from './products'
import { Repository } from './repository'
import { ShoppingListService } from './shopping-lists'

const PROJECT_KEY = 'kestrel'
const DEFAULT_CLIENT = 'kestrel-local'

/** Everything the commerce platform's routes use, built once per platform. */
export interface CommerceCore {
  projectKey: string
  /** Whether `/platform/commerce/faults` is served: everywhere but in production. */
  faultInjection: boolean
  clientId: string
  clientSecret: string
  /** Proxies in front of the platform whose `X-Forwarded-For` entry is believed (config `TRUSTED_PROXY_HOPS`). */
  trustedProxyHops: number
  /** Failed sign-ins, counted in the database (`commerce-sign-in:*` counters). */
  throttle: Throttle
  repo: Repository
  faults: Faults
  tokens: TokenStore
  products: ProductStore
  carts: CartService
  signIns: CartSignIn
  customers: CustomerService
  customerTokens: CustomerTokens
  shoppingLists: ShoppingListService
  orders: OrderService
  payments: PaymentService
  /** The fulfilment simulation (config `FULFILMENT_STEP_SECONDS`; its operator endpoint is not served in production). */
  fulfilment: Fulfilment
}

export function createCommerceCore(
  db: Database,
  config: Pick<Config, 'COMMERCE_CLIENT_ID' | 'COMMERCE_CLIENT_SECRET' | 'NODE_ENV'> &
    Partial<Pick<Config, 'TRUSTED_PROXY_HOPS' | 'FULFILMENT_STEP_SECONDS'>>,
): CommerceCore {
  if (
    config.NODE_ENV === 'production' &&
    (config.COMMERCE_CLIENT_ID === DEFAULT_CLIENT || config.COMMERCE_CLIENT_SECRET === DEFAULT_CLIENT)
  ) {
    throw new Error(
      'The commerce platform refuses to start in production with the well-known local client credentials: set COMMERCE_CLIENT_ID and COMMERCE_CLIENT_SECRET.',
    )
  }
  const faults = new Faults()
  const repo = new Repository(db, faults)
  const products = new ProductStore(repo)
  const carts = new CartService(repo, products)
  const signIns = new CartSignIn(repo, carts)
  const fulfilment = new Fulfilment(repo, (config.FULFILMENT_STEP_SECONDS ?? 60) * 1000)
  return {
    projectKey: PROJECT_KEY,
    faultInjection: config.NODE_ENV !== 'production',
    clientId: config.COMMERCE_CLIENT_ID,
    clientSecret: config.COMMERCE_CLIENT_SECRET,
    trustedProxyHops: config.TRUSTED_PROXY_HOPS ?? 0,
    throttle: throttleFor(db),
    repo,
    faults,
    tokens: new TokenStore(repo, PROJECT_KEY),
    products,
    carts,
    signIns,
    customers: new CustomerService(repo, carts, signIns),
    customerTokens: new CustomerTokens(repo),
    shoppingLists: new ShoppingListService(repo, products),
    orders: new OrderService(repo, products, fulfilment.stepMs),
    payments: new PaymentService(repo),
    fulfilment,
  }
}
