// @ts-nocheck
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import type { StepResult } from './execute'

/** One machine's model run, as QA reads it: paths as numbered steps, ignored events, transitions taken. */
export interface MachineReport {
  machine: string
  /** 'machine' for the Vitest executor, 'browser' for a Playwright one. */
  level: 'machine' | 'browser'
  finishedAt: string
  states: number
  paths: Array<{
    number: number
    title: string
    result: 'passed' | 'failed' | 'not run'
    failure: string | null
    steps: StepResult[]
  }>
  ignored: Array<{
    states: string[]
    via: string
    events: Array<{ event: string; failure: string | null }>
  }>
  transitions: Array<{ label: string; paths: number[] }>
  /** The spec's expectations by state path. */
  expectations: Record<string, string[]>
  requireEveryTransition: boolean
}

export const REPORT_DIR = resolve(import.meta.dirname, '../../reports/model')

const mark = (failure: string | null | undefined) => (failure ? '✗' : '✓')
const stateLabel = (states: string[]) => states.join(' · ') || '(done)'

/** The report as text: per path, numbered steps `event → expected state`, each with its result. */
export function formatReport(report: MachineReport): string {
  const taken = report.transitions.filter((t) => t.paths.length > 0).length
  const ignoredEvents = report.ignored.flatMap((i) => i.events)
  const lines = [
    `${report.machine}: ${report.states} states, ${report.transitions.length} transitions, ${report.paths.length} paths, ` +
      `${taken}/${report.transitions.length} transitions taken, ` +
      `${ignoredEvents.length} ignored events in ${report.ignored.length} states ` +
      `(${ignoredEvents.filter((e) => e.failure).length} not ignored)`,
  ]
  for (const path of report.paths) {
    lines.push(
      `  path ${path.number} ${path.result === 'passed' ? '✓' : path.result === 'failed' ? '✗' : '–'} ${path.title}`,
    )
    path.steps.forEach((step, i) => {
      const checks = step.checks.length
        ? ` [${step.checks.filter((c) => !c.failure).length}/${step.checks.length} checks]`
        : ''
      lines.push(
        `    ${i}. ${i === 0 ? 'start' : step.event} → ${stateLabel(step.expected)} ${mark(step.failure)}${checks}`,
      )
      if (step.failure) lines.push(`       ${step.failure}`)
    })
  }
  const notIgnored = report.ignored.flatMap((i) =>
    i.events.filter((e) => e.failure).map((e) => `  ✗ in ${stateLabel(i.states)}: ${e.event} ${e.failure}`),
  )
  if (notIgnored.length) lines.push('events that must do nothing but did:', ...notIgnored)
  const missed = report.transitions.filter((t) => t.paths.length === 0)
  if (missed.length) lines.push('transitions never taken:', ...missed.map((t) => `  ✗ ${t.label}`))
  return lines.join('\n')
}

const esc = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function imageSource(screenshot: string): string {
  if (screenshot.startsWith('data:')) return screenshot
  return isAbsolute(screenshot) ? relative(REPORT_DIR, screenshot) : screenshot
}

function renderMachine(report: MachineReport): string {
  const failedPaths = report.paths.filter((p) => p.result === 'failed').length
  const ignored = report.ignored.flatMap((i) => i.events)
  const notIgnored = ignored.filter((e) => e.failure).length
  const missed = report.transitions.filter((t) => t.paths.length === 0).length
  const ok = failedPaths === 0 && notIgnored === 0 && (!report.requireEveryTransition || missed === 0)
  const paths = report.paths
    .map((path) => {
      const steps = path.steps
        .map((step, i) => {
          const checks = step.checks
            .map(
              (c) =>
                `<li class="${c.failure ? 'bad' : 'good'}">${mark(c.failure)} ${esc(c.says)}${c.failure ? `<br><code>${esc(c.failure)}</code>` : ''}</li>`,
            )
            .join('')
          const emitted = step.emitted.length
            ? `<div class="emitted">emits ${step.emitted.map((e) => `<code>${esc(e.type)}</code>`).join(', ')}</div>`
            : ''
          const shot = step.screenshot
            ? `<img alt="the page at the failing step" src="${esc(imageSource(step.screenshot))}">`
            : ''
          const reached =
            step.actual.join() !== step.expected.join()
              ? `<div class="bad">reached ${esc(stateLabel(step.actual))}</div>`
              : ''
          return `<tr class="${step.failure ? 'bad' : ''}"><td>${i}</td><td><code>${esc(i === 0 ? 'start' : step.event)}</code></td><td>${esc(stateLabel(step.expected))}${reached}${emitted}</td><td>${mark(step.failure)}${step.failure ? ` ${esc(step.failure)}` : ''}${checks ? `<ul>${checks}</ul>` : ''}${shot}</td></tr>`
        })
        .join('')
      return `<details${path.result === 'failed' ? ' open' : ''}><summary class="${path.result === 'failed' ? 'bad' : 'good'}">${path.result === 'passed' ? '✓' : path.result === 'failed' ? '✗' : '–'} path ${path.number}: ${esc(path.title)}</summary><table><thead><tr><th>#</th><th>event</th><th>expected state</th><th>result and expectations</th></tr></thead><tbody>${steps}</tbody></table></details>`
    })
    .join('')
  const ignoredRows = report.ignored
    .map(
      (i) =>
        `<tr><td>${esc(stateLabel(i.states))}</td><td><code>${esc(i.via || 'start')}</code></td><td>${i.events
          .map(
            (e) =>
              `<span class="${e.failure ? 'bad' : 'good'}">${mark(e.failure)} <code>${esc(e.event)}</code>${e.failure ? ` — ${esc(e.failure)}` : ''}</span>`,
          )
          .join('<br>')}</td></tr>`,
    )
    .join('')
  const expectations = Object.entries(report.expectations)
    .map(
      ([state, says]) =>
        `<tr><td><code>${esc(state)}</code></td><td><ul>${says.map((s) => `<li>${esc(s)}</li>`).join('')}</ul></td></tr>`,
    )
    .join('')
  const transitions = report.transitions
    .map(
      (t) =>
        `<li class="${t.paths.length ? 'good' : 'bad'}">${mark(t.paths.length ? null : 'x')} <code>${esc(t.label)}</code> ${t.paths.length ? `(paths ${t.paths.slice(0, 8).join(', ')}${t.paths.length > 8 ? '…' : ''})` : '(never taken)'}</li>`,
    )
    .join('')
  return `<section id="${esc(report.machine)}"><h2 class="${ok ? 'good' : 'bad'}">${ok ? '✓' : '✗'} ${esc(report.machine)} <small>(${report.level} level, ${esc(report.finishedAt)})</small></h2>
<p>${report.states} states · ${report.transitions.length - missed}/${report.transitions.length} transitions taken · ${report.paths.length - failedPaths}/${report.paths.length} paths passed · ${ignored.length - notIgnored}/${ignored.length} ignored events changed nothing</p>
<h3>Paths</h3>${paths}
<details><summary>Events each state must ignore</summary><table><thead><tr><th>state</th><th>reached by</th><th>events sent</th></tr></thead><tbody>${ignoredRows}</tbody></table></details>
<details><summary>Expectations from the spec, by state</summary><table><tbody>${expectations}</tbody></table></details>
<details${missed && report.requireEveryTransition ? ' open' : ''}><summary>Transitions</summary><ul>${transitions}</ul></details></section>`
}

/** The HTML page over all machines' reports. */
export function renderIndex(reports: MachineReport[]): string {
  const sorted = [...reports].sort((a, b) => `${a.level}${a.machine}`.localeCompare(`${b.level}${b.machine}`))
  const toc = sorted
    .map((r) => {
      const failed = r.paths.filter((p) => p.result === 'failed').length
      const ignored = r.ignored.flatMap((i) => i.events)
      const notIgnored = ignored.filter((e) => e.failure).length
      const taken = r.transitions.filter((t) => t.paths.length > 0).length
      const ok = failed === 0 && notIgnored === 0 && (!r.requireEveryTransition || taken === r.transitions.length)
      return `<tr class="${ok ? 'good' : 'bad'}"><td>${ok ? '✓' : '✗'} <a href="#${esc(r.machine)}">${esc(r.machine)}</a></td><td>${r.level}</td><td>${r.paths.length - failed}/${r.paths.length}</td><td>${taken}/${r.transitions.length}</td><td>${ignored.length - notIgnored}/${ignored.length}</td><td>${esc(r.finishedAt)}</td></tr>`
    })
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model-based tests</title><style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:80rem}code{font-size:12px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top;text-align:left}
.good{color:#176b2c}.bad{color:#a4161a}tr.bad{background:#fff0f0}summary{cursor:pointer;margin:.25rem 0}
img{max-width:40rem;display:block;margin-top:.5rem;border:1px solid #ccc}ul{margin:.25rem 0;padding-left:1.25rem}.emitted{color:#555}
</style></head><body><h1>Model-based tests</h1><p>Each path is generated from a statechart; each step names the event and the state the shopper should then see, with what the spec says must hold there.</p><table><thead><tr><th>machine</th><th>level</th><th>paths passed</th><th>transitions taken</th><th>ignored events that changed nothing</th><th>run at</th></tr></thead><tbody>${toc}</tbody></table>${sorted.map(renderMachine).join('')}</body></html>`
}

function withLock<T>(dir: string, work: () => T): T {
  const lock = join(dir, '.lock')
  const until = Date.now() + 10_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // A lock left by a crashed run is taken over after a few seconds.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() > until) break
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
    }
  }
  try {
    return work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Writes one machine's report beside the others and rebuilds reports/model/index.html; returns its path. */
export function writeReport(report: MachineReport, dir = REPORT_DIR): string {
  mkdirSync(join(dir, 'machines'), { recursive: true })
  const file = join(dir, 'machines', `${report.level}-${report.machine.replace(/[^\w.-]+/g, '-')}.json`)
  writeFileSync(`${file}.tmp`, JSON.stringify(report))
  renameSync(`${file}.tmp`, file)
  return withLock(dir, () => {
    const reports = readdirSync(join(dir, 'machines'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, 'machines', name), 'utf8')) as MachineReport)
    const index = join(dir, 'index.html')
    writeFileSync(index, renderIndex(reports))
    return index
  })
}
