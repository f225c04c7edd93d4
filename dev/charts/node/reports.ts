import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ModelReportTransitions } from '../core/coverage'

/** The model tests' reports (`npm run test:model` writes reports/model/machines/*.json); none before they ran. */
export function readModelReports(root: string): ModelReportTransitions[] {
  const dir = path.join(root, 'reports', 'model', 'machines')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ModelReportTransitions
      return { machine: report.machine, level: report.level, transitions: report.transitions }
    })
}
