// @ts-nocheck
import type { Config } from '../../config'
import { readApiKey } from '../api-key'

/** The local API key; a deployment sets `DOCUMENTS_API_KEY`. */
export const LOCAL_DOCUMENTS_API_KEY = 'kestrel-local-documents-key'

export interface DocumentServiceOptions {
  /** The `x-api-key` (or Bearer) every call carries: order documents hold names and addresses. */
  apiKey: string
}

/** Like the commerce credentials, the well-known local key is refused in production. */
export function documentServiceOptions(
  config: Pick<Config, 'NODE_ENV'>,
  env: Record<string, string | undefined> = process.env,
): DocumentServiceOptions {
  return { apiKey: readApiKey('DOCUMENTS_API_KEY', LOCAL_DOCUMENTS_API_KEY, config, env) }
}
