// @ts-nocheck
import { limitedGraphqlSignIn } from '../auth/sign-in-limits'
import { invalidInput, notFound } from '../errors'
import type { RequestContext } from './context'

type Args = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Resolver = (source: unknown, args: Args, context: RequestContext) => unknown

/** The mutations of the local schema; `My` ones act for the token's shopper. */
export const mutations: Record<string, Resolver> = {
  createMyCart: (_source, args, context) =>
    context.core.carts.create(context.requireShopper(), args.draft, args.storeKey),
  updateMyCart: (_source, args, context) =>
    context.core.carts.update(context.requireShopper(), args.id, args.version, args.actions, args.storeKey),
  deleteMyCart: async (_source, args, context) => {
    const principal = context.requireShopper()
    const cart = await context.core.carts.get(principal, args.id)
    if (!cart) throw notFound('cart', args.id)
    await context.core.repo.remove('cart', args.id, args.version)
    return cart.document
  },
  replicateMyCart: (_source, args, context) => context.core.carts.replicate(context.requireShopper(), args.reference),
  createMyOrderFromCart: (_source, args, context) =>
    context.core.orders.createFromCart(context.requireShopper(), args.draft, args.storeKey),
  customerSignMeUp: (_source, args, context) =>
    context.core.customers.signUp(context.requireShopper(), args.draft, args.storeKey),
  customerSignMeIn: (_source, args, context) => {
    const principal = context.requireShopper()
    const email = typeof args.draft?.email === 'string' ? args.draft.email : ''
    return limitedGraphqlSignIn(context.core, email, () =>
      context.core.customers.signIn(principal, args.draft, args.storeKey),
    )
  },
  customerSignUp: (_source, args, context) => {
    context.requireServer()
    return context.core.customers.signUp(context.principal, args.draft, args.storeKey)
  },
  customerCreateEmailVerificationToken: (_source, args, context) => {
    context.requireServer()
    return context.core.customerTokens.createEmailToken(args.id, args.ttlMinutes)
  },
  customerConfirmEmail: (_source, args, context) => {
    context.requireServer()
    return context.core.customerTokens.confirmEmail(args.tokenValue)
  },
  customerCreatePasswordResetToken: (_source, args, context) => {
    context.requireServer()
    return context.core.customerTokens.createPasswordToken(args.email, args.ttlMinutes)
  },
  customerResetPassword: (_source, args, context) => {
    context.requireServer()
    return context.core.customerTokens.resetPassword(args.tokenValue, args.newPassword)
  },
  customerChangeMyPassword: (_source, args, context) => {
    const principal = context.requireShopper()
    if (principal.kind !== 'customer') throw notFound('customer', 'me')
    return context.core.customers.changePassword(
      principal.customerId,
      args.version,
      args.currentPassword,
      args.newPassword,
    )
  },
  updateMyCustomer: (_source, args, context) => {
    const principal = context.requireShopper()
    if (principal.kind !== 'customer') throw notFound('customer', 'me')
    return context.core.customers.update(principal.customerId, args.version, args.actions)
  },
  createMyShoppingList: (_source, args, context) =>
    context.core.shoppingLists.create(context.requireShopper(), args.draft, args.storeKey),
  updateMyShoppingList: (_source, args, context) => {
    if (!args.id) throw invalidInput('id is required.', { field: 'id' })
    return context.core.shoppingLists.update(context.requireShopper(), args.id, args.version, args.actions)
  },
  deleteMyShoppingList: (_source, args, context) => {
    if (!args.id) throw invalidInput('id is required.', { field: 'id' })
    return context.core.shoppingLists.remove(context.requireShopper(), args.id, args.version)
  },
  createMyPayment: (_source, args, context) => context.core.payments.create(context.requireShopper(), args.draft),
  updateMyPayment: (_source, args, context) =>
    context.core.payments.update(context.requireShopper(), args.id, undefined, args.version, args.actions),
  createPayment: (_source, args, context) => {
    context.requireServer()
    return context.core.payments.create(context.principal, args.draft)
  },
  updatePayment: (_source, args, context) => {
    context.requireServer()
    return context.core.payments.update(context.principal, args.id, args.key, args.version, args.actions)
  },
  updateCart: (_source, args, context) => {
    context.requireServer()
    if (!args.id) throw invalidInput('id is required.', { field: 'id' })
    return context.core.carts.update(context.principal, args.id, args.version, args.actions, args.storeKey)
  },
  updateOrder: (_source, args, context) => {
    context.requireServer()
    return context.core.orders.update(context.principal, args.id, args.orderNumber, args.version, args.actions)
  },
  createOrderFromCart: (_source, args, context) => {
    context.requireServer()
    return context.core.orders.createFromCart(context.principal, args.draft, args.storeKey)
  },
}
