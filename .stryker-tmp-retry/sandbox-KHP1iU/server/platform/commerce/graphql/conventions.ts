// @ts-nocheck
import { getNamedType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLFieldResolver } from 'graphql'
import type { RequestContext } from './context'

type Source = Record<string, unknown> | null | undefined

const isReference = (value: unknown): value is { typeId: string; id?: string; key?: string } =>
  typeof value === 'object' &&
  value !== null &&
  'typeId' in value &&
  ('id' in value || 'key' in value) &&
  Object.keys(value).length <= 3

function pickLocale(
  value: Record<string, string>,
  args: { locale?: string | null; acceptLanguage?: string[] | null },
): string | null {
  for (const locale of [args.locale, ...(args.acceptLanguage ?? [])]) {
    if (locale && value[locale] !== undefined) return value[locale]
    if (locale) {
      const prefix = Object.keys(value).find((candidate) => candidate.split('-')[0] === locale.split('-')[0])
      if (prefix) return value[prefix]!
    }
  }
  if (args.locale || args.acceptLanguage?.length) return null
  return value.en ?? Object.values(value)[0] ?? null
}

/**
 * Maps the stored REST documents to the GraphQL types by the platform's naming conventions:
 * `xAllLocales` and `x(locale)` read a localized `x`; `xRef`/`xRefs`/`xsRef` read the reference
 * `x`; a field whose GraphQL type is an object but whose REST value is a reference is expanded;
 * query results count their results; missing lists are empty.
 */
export const conventionResolver: GraphQLFieldResolver<Source, RequestContext> = (source, args, context, info) => {
  if (source === null || source === undefined) return null
  const field = info.fieldName
  let value = source[field]
  if (value === undefined) {
    if (field.endsWith('AllLocales')) {
      const base = source[field.slice(0, -'AllLocales'.length)]
      value =
        base && typeof base === 'object'
          ? Object.entries(base).map(([locale, text]) => ({ locale, value: text }))
          : undefined
    } else if (field.endsWith('Refs')) {
      const stem = field.slice(0, -4)
      value = source[`${stem}s`] ?? source[stem]
    } else if (field.endsWith('Ref')) value = source[field.slice(0, -3)]
    else if (field === 'count' && Array.isArray(source.results)) value = source.results.length
    else if (field === 'exists' && Array.isArray(source.results)) value = source.results.length > 0
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && ('locale' in args || 'acceptLanguage' in args)) {
    return pickLocale(value as Record<string, string>, args)
  }
  const named = getNamedType(info.returnType)
  const expandable = isObjectType(named) && named.name !== 'Reference' && named.name !== 'KeyReference'
  if (expandable && isReference(value)) return context.load(value)
  if (expandable && Array.isArray(value) && value.every(isReference)) {
    return Promise.all(value.map((item) => context.load(item))).then((items) => items.filter(Boolean))
  }
  if (value === undefined || value === null) {
    if (isNonNullType(info.returnType)) {
      if (isListType(info.returnType.ofType)) return []
      if (isScalarType(named) && named.name === 'Boolean') return false
      if (isScalarType(named) && (named.name === 'Long' || named.name === 'Int')) return 0
    }
    return null
  }
  return value
}
