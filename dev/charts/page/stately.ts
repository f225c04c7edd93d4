import type { AnyStateMachine } from 'xstate'

/**
 * The machine's definition as code Stately's editor imports (stately.ai → New machine → Import from code):
 * states, transitions, guards, delays and invokes by name. Inline functions become their names, so the
 * editor shows the structure, not the implementation.
 */
export function statelyCode(machine: AnyStateMachine): string {
  const json = JSON.stringify(
    machine.config,
    (_key, value: unknown) => {
      if (typeof value === 'function') return value.name ? `${value.name}` : 'inline'
      if (value instanceof RegExp) return String(value)
      return value
    },
    2,
  )
  return `import { createMachine } from 'xstate'\n\nexport const machine = createMachine(${json})\n`
}
