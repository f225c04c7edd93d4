// @ts-nocheck
import { Hono } from 'hono'
import { z } from 'zod'
import { checkAddress } from './address-rules'
import { carriers } from './carriers'
import { isCountry } from './countries'
import { lookupPostalCode, searchPostalCodes } from './postal-codes'
import { validate } from '../../http/validate'

const text = z.string().max(200, 'at most 200 characters')

const countryParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'country must be an ISO 3166-1 alpha-2 code')
  .refine(isCountry, 'no such country')
  .transform((code) => code.toUpperCase())

const lookupParams = z.object({
  country: countryParam,
  zip: z.string().regex(/^[0-9A-Za-z -]{2,10}$/, 'zip must be 2–10 letters, digits, spaces or hyphens'),
})

const searchQuery = z.object({
  q: z.string().trim().min(1, 'q is required').max(60),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

/** The address fields of spec 3.4/3.16; anything else in the body is ignored. */
const addressBody = z.object({
  addressType: z.enum(['shipping', 'billing']).default('shipping'),
  carrier: z.enum(carriers).optional(),
  salutation: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  phoneticFirstName: text.optional(),
  phoneticLastName: text.optional(),
  company: text.optional(),
  isCompany: z.boolean().optional(),
  vatId: text.optional(),
  customerNumber: text.optional(),
  streetName: text.optional(),
  additionalAddressInfo: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  region: text.optional(),
  country: text.optional(),
  phone: text.optional(),
  email: text.optional(),
})

/** Postal-code lookup and address validation (like an address-verification service). */
export function createAddressRoutes(): Hono {
  return new Hono()
    .get(
      '/postal-codes/:country',
      validate('param', lookupParams.pick({ country: true })),
      validate('query', searchQuery),
      (c) => {
        const { country } = c.req.valid('param')
        const { q, limit } = c.req.valid('query')
        const results = country === 'CZ' ? searchPostalCodes(q, limit) : []
        return c.json({ results })
      },
    )
    .get('/postal-codes/:country/:zip', validate('param', lookupParams), (c) => {
      const { country, zip } = c.req.valid('param')
      if (country !== 'CZ') return c.json({ error: `No postal codes are known for country ${country}` }, 404)
      if (!/^\d{3} ?\d{2}$/.test(zip.trim())) {
        return c.json({ error: 'A Czech postal code has five digits, written 110 00 or 11000' }, 400)
      }
      const entry = lookupPostalCode(zip)
      if (!entry) return c.json({ error: `Postal code ${zip} does not exist` }, 404)
      return c.json(entry)
    })
    .post('/validate', validate('json', addressBody), (c) => {
      const { isCompany: _isCompany, salutation: _salutation, ...fields } = c.req.valid('json')
      return c.json(checkAddress(fields))
    })
}
