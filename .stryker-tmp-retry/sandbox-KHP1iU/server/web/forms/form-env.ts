// @ts-nocheck
import type { ApiEnv } from '../../api/api-env'

/** A form request's context: the API's dependencies, the posted fields as text and the page to return to. */
export interface FormEnv {
  Variables: ApiEnv['Variables'] & { form: Record<string, string>; back: string }
}
