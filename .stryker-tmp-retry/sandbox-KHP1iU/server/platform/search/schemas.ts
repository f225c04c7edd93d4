// @ts-nocheck
import { z } from 'zod'

const record = z.record(z.string(), z.unknown())

const batchOperationSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate']),
    body: record,
  }),
  z.object({ action: z.literal('deleteObject'), body: z.object({ objectID: z.string().min(1) }).loose() }),
  z.object({ action: z.enum(['delete', 'clear']), body: z.unknown().optional() }),
])

export const batchSchema = z.object({ requests: z.array(batchOperationSchema).max(100_000) })

export const multiBatchSchema = z.object({
  requests: z.array(z.intersection(batchOperationSchema, z.object({ indexName: z.string().min(1) }))).max(100_000),
})

export const multiQuerySchema = z.object({
  requests: z
    .array(
      z.looseObject({
        indexName: z.string().min(1),
        type: z.enum(['default', 'facet']).optional(),
        facet: z.string().optional(),
      }),
    )
    .max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
})

export const getObjectsSchema = z.object({
  requests: z
    .array(
      z.object({
        indexName: z.string().min(1),
        objectID: z.string().min(1),
        attributesToRetrieve: z.array(z.string()).optional(),
      }),
    )
    .max(1000),
})

export const objectSchema = record

export const operationSchema = z.object({
  operation: z.enum(['copy', 'move']),
  destination: z.string().min(1),
  scope: z.array(z.enum(['settings', 'synonyms', 'rules'])).optional(),
})
