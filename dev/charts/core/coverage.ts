/** A model report as the model tests write it (model-tests/support/report.ts): the part the charts read. */
export interface ModelReportTransitions {
  machine: string
  level: string
  transitions: Array<{ label: string; paths: number[] }>
}

/**
 * For each chart, how many generated model paths take each of its transitions, from the reports the model
 * tests wrote. A report belongs to the chart whose transitions it names most of (report names are the tests'
 * own, not machine ids).
 */
export function coverageFor(
  labels: readonly string[],
  reports: readonly ModelReportTransitions[],
): Map<string, number> | undefined {
  const wanted = new Set(labels)
  let best: ModelReportTransitions | undefined
  let bestShared = 0
  for (const report of reports) {
    if (report.level !== 'machine') continue
    const shared = report.transitions.filter((t) => wanted.has(t.label)).length
    if (shared > bestShared) [best, bestShared] = [report, shared]
  }
  if (!best) return undefined
  return new Map(labels.map((label) => [label, best.transitions.find((t) => t.label === label)?.paths.length ?? 0]))
}
