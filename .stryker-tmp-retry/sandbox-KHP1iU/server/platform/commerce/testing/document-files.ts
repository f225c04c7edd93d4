// @ts-nocheck
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Every `*.generated.ts` file below `folder`: the typed GraphQL documents the shop sends to the
 * platform (`npm run codegen` writes one beside each `.graphql` file).
 */
export async function documentFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return []
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? documentFiles(path.join(folder, entry.name))
        : Promise.resolve(entry.name.endsWith('.generated.ts') ? [path.join(folder, entry.name)] : []),
    ),
  )
  return nested.flat()
}
