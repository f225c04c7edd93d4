import { coverageFor } from '../dev/charts/core/coverage'
import { chartGraph } from '../dev/charts/core/graph'
import { layoutChart } from '../dev/charts/core/layout'
import { chartSvg, COUNT_CHARS } from '../dev/charts/core/svg'
import { readModelReports } from '../dev/charts/node/reports'
import { findMachines, type FoundMachine } from './charts-machines'

export interface RenderedChart extends FoundMachine {
  svg: string
  states: number
  transitions: number
  /** Transitions no model path takes; null without coverage. */
  untaken: number | null
}

/** Every machine's chart as SVG; with `coverage`, each transition counts the model paths that take it. */
export async function renderCharts(root: string, options: { coverage?: boolean } = {}): Promise<RenderedChart[]> {
  const reports = options.coverage ? readModelReports(root) : []
  const charts: RenderedChart[] = []
  for (const found of await findMachines(root)) {
    const graph = chartGraph(found.machine)
    const coverage = options.coverage
      ? coverageFor(
          graph.transitions.map((t) => t.label),
          reports,
        )
      : undefined
    const svg = chartSvg(await layoutChart(graph, { suffix: coverage ? COUNT_CHARS : 0 }), coverage)
    const untaken = coverage ? graph.transitions.filter((t) => !coverage.get(t.label)).length : null
    charts.push({ ...found, svg, states: graph.states.length, transitions: graph.transitions.length, untaken })
  }
  return charts
}
