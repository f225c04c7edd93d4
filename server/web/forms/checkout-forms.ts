import { Hono } from 'hono'
import type { FormEnv } from './forms.routes'

/** The checkout steps as plain-HTML forms. */
export const checkoutFormRoutes = new Hono<FormEnv>()
