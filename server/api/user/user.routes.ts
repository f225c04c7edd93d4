import { Hono } from 'hono'
import { z } from 'zod'
import { CUSTOMER_CUSTOM_FIELDS, rawProfileSchema, toProfile } from '@common/customer-profile'
import { validate } from '../../http/validate'
import { type ApiEnv, requestSales } from '../api-env'
import { activeConsentTypes } from '../consents/customer-consents'
import { shopperFailure, shopperQuery, shopperToken, ShopperCommerceError } from '../session/shopper-commerce'
import { MyProfileDocument, UpdateMyProfileDocument } from './user.generated'

/** Spec 5.3 field limits: name 25, email 35, phone 15, country code 3. */
const profileChange = z
  .object({
    version: z.number().int().nonnegative().optional(),
    firstName: z.string().trim().min(1).max(25).optional(),
    lastName: z.string().trim().min(1).max(25).optional(),
    email: z.email().max(35).optional(),
    dateOfBirth: z.iso.date().nullable().optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^[0-9 ]{0,15}$/, 'phoneNumber: digits only')
      .optional(),
    countryCode: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{0,3}$/, 'countryCode: at most 3 digits')
      .optional(),
    gender: z.enum(['', 'female', 'male', 'other']).optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).some((key) => key !== 'version'), 'nothing to change')

const meCustomer = z.object({ me: z.object({ customer: z.nullable(rawProfileSchema) }) })

/** Spec 8.2: these codes sign the shopper out in the browser. */
const customerGetFailure = () => new ShopperCommerceError('Customer could not be read', 401, 'CustomerGetFailure')

export const userRoutes = new Hono<ApiEnv>()
  .get('/get-user', async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
    try {
      const data = meCustomer.parse(await shopperQuery(c, token, MyProfileDocument))
      if (!data.me.customer) throw customerGetFailure()
      return c.json({
        data: {
          ...toProfile(data.me.customer),
          activeConsentTypes: await activeConsentTypes(c.var.deps.db, data.me.customer),
        },
      })
    } catch (failure) {
      if (failure instanceof ShopperCommerceError && failure.status === 401)
        return shopperFailure(c, customerGetFailure())
      return shopperFailure(c, failure)
    }
  })
  .put('/update-user', validate('json', profileChange), async (c) => {
    const token = await shopperToken(c)
    if (!token) return c.json({ error: 'Missing access token', code: 'HeaderOrPostDataInvalid' }, 401)
    const change = c.req.valid('json')
    try {
      let version = change.version
      if (version === undefined) {
        const current = meCustomer.parse(await shopperQuery(c, token, MyProfileDocument))
        if (!current.me.customer) throw customerGetFailure()
        version = current.me.customer.version
      }
      const actions: Record<string, unknown>[] = []
      if (change.firstName !== undefined) actions.push({ setFirstName: { firstName: change.firstName } })
      if (change.lastName !== undefined) actions.push({ setLastName: { lastName: change.lastName } })
      if (change.email !== undefined) actions.push({ changeEmail: { email: change.email } })
      if (change.dateOfBirth !== undefined) actions.push({ setDateOfBirth: { dateOfBirth: change.dateOfBirth } })
      for (const key of ['phoneNumber', 'countryCode', 'gender'] as const) {
        if (change[key] !== undefined)
          actions.push({ setCustomField: { name: CUSTOMER_CUSTOM_FIELDS[key], value: JSON.stringify(change[key]) } })
      }
      actions.push({ setCustomField: { name: 'customer_CF_LastUpdateByMasterData', value: 'false' } })
      const data = z.object({ updateMyCustomer: rawProfileSchema }).parse(
        await shopperQuery(c, token, UpdateMyProfileDocument, {
          version,
          storeKey: requestSales(c).storeKey,
          actions,
        }),
      )
      return c.json({
        data: {
          ...toProfile(data.updateMyCustomer),
          activeConsentTypes: await activeConsentTypes(c.var.deps.db, data.updateMyCustomer),
        },
      })
    } catch (failure) {
      return shopperFailure(c, failure)
    }
  })
