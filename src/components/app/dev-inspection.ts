import type { InspectionEvent } from 'xstate'

type Inspect = (event: InspectionEvent) => void

let inspect: Inspect | undefined

/**
 * Options for `createActor`: in development, in the browser, the statechart reports its states and events
 * to the statechart viewer of `npm run dev` (README, Charts for developers). Empty elsewhere: a production
 * build drops the branch and the viewer's code with it (`import.meta.env.DEV` is false there).
 */
export function devInspection(): { inspect?: Inspect } {
  if (!import.meta.env.DEV || typeof window === 'undefined') return {}
  if (!inspect) {
    const waiting: InspectionEvent[] = []
    let forward: Inspect | null = null
    void import('../../../dev/charts/live/inspector').then(({ chartsInspector }) => {
      forward = chartsInspector()
      for (const event of waiting.splice(0)) forward(event)
    })
    inspect = (event) => {
      if (forward) forward(event)
      else if (waiting.length < 1000) waiting.push(event)
    }
  }
  return { inspect }
}
