import { localeFromPrefix } from '@common/market'
import { sizeChart, sizeGroups, type SizeGroup } from '@common/size-conversion'
import { sizeConventions, type SizeConvention } from '@common/sizes'

/** What the size guide's table shows for a group: a column per convention, a row per size the group is made in. */
interface SizeChartTable {
  columns: readonly SizeConvention[]
  rows: string[][]
}

/** The table of a group's chart, read from the conversion data the catalog sizes its shoes with (EU first). */
export function sizeChartTable(group: SizeGroup): SizeChartTable {
  return {
    columns: sizeConventions,
    rows: sizeChart(group).map((size) => sizeConventions.map((convention) => size[convention])),
  }
}

/** A route param or dialog prop that names a chart: `women`, `men` or `kids`, or null for anything else. */
export function sizeGroupOf(value: unknown): SizeGroup | null {
  return (sizeGroups as readonly unknown[]).includes(value) ? (value as SizeGroup) : null
}

/** The chart of a listing's section (`/women/…`, `/en/kids/…`), from the router's internal path; null elsewhere. */
export function sizeGroupOfPath(internalPath: string): SizeGroup | null {
  const [first, second] = internalPath.split('/').filter(Boolean)
  return sizeGroupOf(first !== undefined && localeFromPrefix(first) !== undefined ? second : first)
}
