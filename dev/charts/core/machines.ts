import { StateMachine, type AnyStateMachine } from 'xstate'

export interface FoundMachine {
  /** The chart's name (its file is `<name>.svg`): the machine's id, made unique if two share it. */
  name: string
  /** Repository-relative path of the module that exports it. */
  file: string
  exportName: string
  machine: AnyStateMachine
}

/** Whether a module's file holds statecharts: every `*.machine.ts` under src/machines. */
export const isMachineFile = (file: string) => /^src\/machines\/.+\.machine\.ts$/.test(file)

/**
 * Each exported statechart of the given modules once, in file and export order: the export script and the
 * development page list the same machines under the same names.
 */
export function collectMachines(modules: ReadonlyArray<readonly [file: string, exports: Record<string, unknown>]>) {
  const found: FoundMachine[] = []
  const seen = new Set<unknown>()
  for (const [file, module] of [...modules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const exportName of Object.keys(module).sort()) {
      const value = module[exportName]
      if (!(value instanceof StateMachine) || seen.has(value)) continue
      seen.add(value)
      const machine = value as AnyStateMachine
      const taken = found.some((f) => f.name === machine.id)
      found.push({ name: taken ? `${machine.id}-${exportName}` : machine.id, file, exportName, machine })
    }
  }
  return found
}
