// @ts-nocheck
import { buildSchema, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql'
import { mutations } from './mutations'
import { resolvers, typeResolvers } from './resolvers'
import { commerceSchemaSdl } from './schema.generated'

/** The executable local schema: the generated SDL with the resolvers attached. */
export function createCommerceSchema(): GraphQLSchema {
  const schema = buildSchema(commerceSchemaSdl)
  const all = { ...resolvers, Mutation: mutations }
  for (const [typeName, fields] of Object.entries(all)) {
    const type = schema.getType(typeName)
    if (!isObjectType(type)) throw new Error(`Resolvers for unknown type ${typeName}`)
    const typeFields = type.getFields()
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName]
      if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`)
      field.resolve = resolve as never
    }
  }
  for (const [name, resolve] of Object.entries(typeResolvers)) {
    const type = schema.getType(name)
    if (isInterfaceType(type)) type.resolveType = resolve as never
  }
  return schema
}
