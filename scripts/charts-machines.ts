import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { collectMachines, isMachineFile, type FoundMachine } from '../dev/charts/core/machines'

export type { FoundMachine } from '../dev/charts/core/machines'

/** Every `*.machine.ts` under src/machines: a machine a later change adds is found without a list to edit. */
export function machineFiles(root: string): string[] {
  return readdirSync(path.join(root, 'src', 'machines'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('src/machines', file.split(path.sep).join('/')))
    .filter(isMachineFile)
    .sort()
}

/** Each exported statechart of those modules, once each, in file and export order. */
export async function findMachines(root: string): Promise<FoundMachine[]> {
  const modules: Array<[string, Record<string, unknown>]> = []
  for (const file of machineFiles(root))
    modules.push([file, (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>])
  return collectMachines(modules)
}
