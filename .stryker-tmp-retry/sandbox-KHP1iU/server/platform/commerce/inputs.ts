// @ts-nocheck
import { invalidInput } from './errors'
import type { CustomFields, LocalizedString, Money, Reference } from './model'
import type { CommerceKysely, Repository } from './repository'
import type { ResourceTypeId } from './tables'

/** GraphQL input shapes shared by the update actions, and their conversion to REST documents. */
export interface ResourceIdentifierInput {
  id?: string | null
  key?: string | null
  typeId?: string | null
}
export interface CustomFieldsDraftInput {
  type?: ResourceIdentifierInput | null
  typeKey?: string | null
  typeId?: string | null
  fields?: Array<{ name: string; value: string }> | null
}
export interface MoneyInput {
  centAmount: number
  currencyCode: string
}

/** A custom field value arrives as JSON text; bad JSON is the caller's mistake. */
function parseFieldValue(name: string, value: string | null | undefined): unknown {
  if (value === null || value === undefined) return undefined
  try {
    return JSON.parse(value)
  } catch {
    throw invalidInput(`The value of custom field '${name}' is not valid JSON: ${value.slice(0, 80)}`, { field: name })
  }
}

export async function resolveId(
  repo: Repository,
  typeId: ResourceTypeId,
  input: ResourceIdentifierInput | null | undefined,
  db?: CommerceKysely,
): Promise<Reference | undefined> {
  if (!input || (!input.id && !input.key)) return undefined
  const found = input.id ? await repo.get(typeId, input.id, db) : await repo.getByKey(typeId, input.key!, db)
  if (!found)
    throw invalidInput(`A ${typeId} with ${input.id ? `id '${input.id}'` : `key '${input.key}'`} does not exist.`, {
      typeId,
    })
  return { typeId, id: found.id }
}

export async function customFields(
  repo: Repository,
  draft: CustomFieldsDraftInput | null | undefined,
  db?: CommerceKysely,
): Promise<CustomFields | undefined> {
  if (!draft) return undefined
  const identifier =
    draft.type ?? (draft.typeKey ? { key: draft.typeKey } : draft.typeId ? { id: draft.typeId } : undefined)
  const type = await resolveId(repo, 'type', identifier, db)
  if (!type) throw invalidInput('A custom fields draft needs a type.')
  const fields: Record<string, unknown> = {}
  for (const field of draft.fields ?? []) {
    const value = parseFieldValue(field.name, field.value)
    if (value !== undefined) fields[field.name] = value
  }
  return { type, fields }
}

/** The custom type by key, for resources that get a field set before their type (lenient, like a platform extension). */
export async function typeByKey(repo: Repository, key: string, db?: CommerceKysely): Promise<Reference | undefined> {
  const found = await repo.getByKey('type', key, db)
  return found ? { typeId: 'type', id: found.id } : undefined
}

/** setCustomType: a draft naming a type replaces the custom fields; one without a type removes them. */
export async function setCustomType(
  repo: Repository,
  target: { custom?: CustomFields },
  input: CustomFieldsDraftInput,
): Promise<void> {
  const custom = input.type || input.typeKey || input.typeId ? await customFields(repo, input) : undefined
  if (custom) target.custom = custom
  else delete target.custom
}

export function setCustomField(
  target: { custom?: CustomFields },
  name: string,
  value: string | null | undefined,
  fallbackType?: Reference,
) {
  if (!target.custom) {
    if (!fallbackType) throw invalidInput(`Custom field '${name}' cannot be set: the resource has no custom type.`)
    target.custom = { type: fallbackType, fields: {} }
  }
  const parsed = parseFieldValue(name, value)
  if (parsed === undefined) delete target.custom.fields[name]
  else target.custom.fields[name] = parsed
}

export function localized(
  items: Array<{ locale: string; value: string }> | null | undefined,
): LocalizedString | undefined {
  if (!items) return undefined
  return Object.fromEntries(items.map((item) => [item.locale, item.value]))
}

export function moneyOf(input: MoneyInput): Money {
  if (!Number.isInteger(input.centAmount)) throw invalidInput('centAmount must be an integer.')
  if (!/^[A-Z]{3}$/.test(input.currencyCode)) throw invalidInput(`Unknown currency '${input.currencyCode}'.`)
  return { type: 'centPrecision', currencyCode: input.currencyCode, centAmount: input.centAmount, fractionDigits: 2 }
}

export function requireVersion(version: unknown): number {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw invalidInput('version must be a positive integer.')
  return version
}

/** One update action: an object with exactly one action set. */
export function actionOf<T extends object>(action: T): [keyof T & string, unknown] {
  const entries = Object.entries(action).filter(([, value]) => value !== null && value !== undefined)
  if (entries.length !== 1) throw invalidInput('Each update action must set exactly one action.')
  return entries[0] as [keyof T & string, unknown]
}
