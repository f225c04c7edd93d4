// @ts-nocheck
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type Page } from '@playwright/test'
import { getInitialSnapshot, getNextSnapshot, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate'
import { serializeSnapshot } from 'xstate/graph'
import type { StepResult } from '../../model-tests/support/execute'
import { leafStates } from '../../model-tests/support/expectations'
import { describeEvent, describeEvents, eventsFor, type ModelPath } from '../../model-tests/support/paths'
import { REPORT_DIR, writeReport, type MachineReport } from '../../model-tests/support/report'
import { modelRuns, type MachineModel } from '../../model-tests/support/runs'
import { selectCoveringPaths, transitionsOf } from '../../model-tests/support/select'
import { countStates, machineTransitions, transitionLabel } from '../../model-tests/support/transitions'

/** What the oracle knows of a step: the state the path expects, and how the shopper got there. */
export interface BrowserStep {
  index: number
  /** The leaf states the path expects after this step. */
  states: string[]
  event: EventObject & Record<string, unknown>
  /** The path's events so far, this one included (settlements too), without the start. */
  events: Array<EventObject & Record<string, unknown>>
  input: unknown
  path: ModelPath
  /** True when a leaf state is `state` or lies inside it. */
  in: (state: string) => boolean
}

/** One thing the shopper must see, written from the spec; `check` fails with `expect` when they do not. */
export interface Sight {
  says: string
  check: () => Promise<void>
}

export interface BrowserModel {
  machine: AnyStateMachine
  model: MachineModel
  /** Opens the page the paths start on. */
  start: (page: Page, input: unknown) => Promise<void>
  /**
   * Does the step: for a user event, arms what the settlements after it must be (a request failed
   * or held, from `upcoming`) and acts as the shopper would; for a settlement, lets the page settle
   * (releases a held request).
   */
  act: (page: Page, step: BrowserStep, upcoming: EventObject[]) => Promise<void>
  /** What the shopper must see after the step (an oracle from the spec; nothing read from the machine). */
  see: (page: Page, step: BrowserStep) => Sight[]
  /**
   * Whether the page lets a shopper take the path at all (a bag's line can be changed only once it
   * is in the bag): the shortest set of paths covering every transition is chosen among these.
   */
  feasible?: (path: ModelPath, input: unknown) => boolean
  /** Transitions no shopper's action can take on this page, with the reason; every other one is required. */
  outOfReach?: Record<string, string>
  /**
   * What the shopper sees after a path, as a key (paths to the same state that look the same are one),
   * or null when the page could not have offered its last action. With it the candidate paths are
   * searched among those a shopper can take (up to `maxSteps` steps), instead of the statechart's
   * shortest paths filtered by `feasible`: when the shortest way to a state is one no page offers
   * (a cart started by gift wrapping), the shopper's own way there still counts.
   */
  shopperView?: (path: ModelPath, input: unknown) => string | null
  maxSteps?: number
  /**
   * With `shopperView`: instead of one short path per state, walks as a shopper would, each path
   * going on from where it is to the nearest transition not yet taken (up to `maxSteps` steps away),
   * until it is `length` steps long: few long paths, each a page opened once (a shorter CI run).
   */
  walk?: { length: number }
}

const isSettlement = (event: EventObject) => event.type.startsWith('xstate.')

/** The settlement events that follow step `index` before the shopper acts again. */
function upcomingOf(path: ModelPath, index: number): EventObject[] {
  const events: EventObject[] = []
  for (const step of path.steps.slice(index + 1)) {
    if (!isSettlement(step.event)) break
    events.push(step.event)
  }
  return events
}

/**
 * Runs a statechart's generated paths in the browser: each user event is the shopper's action on
 * the page, each step is checked against what the spec says the shopper sees. A failing step is
 * photographed into the QA report (reports/model/index.html, browser level) and attached to the test.
 * `MODEL_PATH=3` runs one path.
 */
export function describeBrowserModel(name: string, browser: BrowserModel): void {
  const { machine, model } = browser
  const candidates = browser.walk
    ? walkingPaths(machine, model, browser.shopperView!, browser.maxSteps ?? 10, browser.walk.length)
    : browser.shopperView
      ? (model.inputs ?? [undefined]).flatMap((input) =>
          shopperPaths(machine, model, input, browser.shopperView!, browser.maxSteps ?? 10).map((path) => ({
            input,
            path,
          })),
        )
      : modelRuns(machine, { ...model, minimalPaths: false }).filter(
          ({ path, input }) => browser.feasible?.(path, input) ?? true,
        )
  const runs = selectCoveringPaths(machine, candidates, { coverEmitted: model.coverEmitted })
  const only = process.env.MODEL_PATH ? Number(process.env.MODEL_PATH) : null
  // A failed test restarts Playwright's worker, and with it this module: each path's result is kept on disk.
  const runsDir = join(REPORT_DIR, 'browser-runs', name.replace(/\W+/g, '-'))
  const results = {
    set: (number: number, result: { failure: string | null; steps: StepResult[] }) => {
      mkdirSync(runsDir, { recursive: true })
      writeFileSync(join(runsDir, `${number}.json`), JSON.stringify(result))
    },
    get: (number: number): { failure: string | null; steps: StepResult[] } | undefined => {
      const file = join(runsDir, `${number}.json`)
      return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
    },
  }

  const transitions = machineTransitions(machine)
  const outOfReach = browser.outOfReach ?? {}

  test.describe(`${name} (model paths in the browser)`, () => {
    runs.forEach(({ input, path }, i) => {
      const number = i + 1
      if (only !== null && only !== number) return
      test(`${name} path ${number}`, async ({ page }, testInfo) => {
        // The first path starts the run afresh (a restarted worker runs beforeAll again, so it cannot).
        if (number === 1 && only === null) rmSync(runsDir, { recursive: true, force: true })
        const steps: StepResult[] = []
        results.set(number, { failure: 'not finished', steps })
        const events: BrowserStep['events'] = []
        await browser.start(page, input)
        for (const [index, pathStep] of path.steps.entries()) {
          const expected = leafStates(pathStep.state)
          const event = pathStep.event as BrowserStep['event']
          if (index > 0) events.push(event)
          const step: BrowserStep = {
            index,
            states: expected,
            event,
            events: [...events],
            input,
            path,
            in: (state) => expected.some((leaf) => leaf === state || leaf.startsWith(`${state}.`)),
          }
          const result: StepResult = {
            event: describeEvent(event),
            expected,
            actual: expected,
            emitted: [],
            checks: [],
            failure: null,
          }
          steps.push(result)
          try {
            if (index > 0) await browser.act(page, step, upcomingOf(path, index))
          } catch (error) {
            result.failure = `the shopper could not ${describeEvent(event)}: ${firstLine(error)}`
          }
          if (!result.failure) {
            for (const sight of browser.see(page, step)) {
              try {
                await sight.check()
                result.checks.push({ says: sight.says, failure: null })
              } catch (error) {
                result.checks.push({ says: sight.says, failure: firstLine(error) })
                result.failure = `after ${describeEvent(event)}: ${sight.says} — ${firstLine(error)}`
                break
              }
            }
          }
          if (result.failure) {
            result.actual = []
            const dir = join(REPORT_DIR, 'screenshots')
            mkdirSync(dir, { recursive: true })
            const file = join(dir, `${name.replace(/\W+/g, '-')}-path-${number}-step-${index}.png`)
            await page.screenshot({ path: file, fullPage: false }).catch(() => undefined)
            result.screenshot = file
            await testInfo.attach(`step ${index}`, { path: file, contentType: 'image/png' }).catch(() => undefined)
            break
          }
        }
        const failure = steps.find((s) => s.failure)?.failure ?? null
        results.set(number, { failure, steps })
        expect(failure).toBeNull()
      })
    })

    test(`${name} takes every transition a shopper can take`, () => {
      const taken = new Map<string, number[]>(transitions.map((t) => [t, []]))
      runs.forEach(({ input, path }, i) => {
        if (results.get(i + 1)?.failure !== null) return
        for (const label of transitionsOf(machine, path, input)) taken.get(label)?.push(i + 1)
      })
      const report: MachineReport = {
        machine: name,
        level: 'browser',
        finishedAt: new Date().toISOString(),
        states: countStates(machine),
        paths: runs.map(({ path }, i) => {
          const result = results.get(i + 1)
          return {
            number: i + 1,
            title: describeEvents(path) || '(initial state)',
            result: !result ? 'not run' : result.failure ? 'failed' : 'passed',
            failure: result?.failure ?? null,
            steps: result?.steps ?? [],
          }
        }),
        ignored: [],
        transitions: transitions.map((label) => ({ label, paths: taken.get(label) ?? [] })),
        expectations: {},
        requireEveryTransition: true,
      }
      writeReport(report)
      if (only !== null) return
      const missed = transitions.filter((t) => taken.get(t)?.length === 0 && !(t in outOfReach))
      expect(missed).toEqual([])
      // A transition declared out of reach that a path takes after all is no longer out of reach.
      expect(Object.keys(outOfReach).filter((t) => (taken.get(t)?.length ?? 0) > 0)).toEqual([])
    })
  })
}

/**
 * Every step a shopper can take, each as the path that leads to it: a breadth-first search over the
 * statechart's states, extended only by the actions the page offers (`view` is not null), one path
 * per state and view.
 */
function shopperPaths(
  machine: AnyStateMachine,
  model: MachineModel,
  input: unknown,
  view: (path: ModelPath, input: unknown) => string | null,
  maxSteps: number,
): ModelPath[] {
  const serialize = model.serializeState ?? ((s: Snapshot<unknown>) => serializeSnapshot(s))
  const eventsOf = eventsFor(model.events, machine)
  const initial = getInitialSnapshot(machine, input) as Snapshot<unknown>
  const start: ModelPath = { state: initial, steps: [{ event: { type: 'xstate.init' }, state: initial }], weight: 0 }
  const seen = new Set([serialize(initial) + view(start, input)])
  const queue = [start]
  const edges: ModelPath[] = []
  for (let path = queue.shift(); path; path = queue.shift()) {
    const from = path.state as Snapshot<unknown> & { can: (event: EventObject) => boolean }
    if (from.status !== 'active' || path.steps.length > maxSteps) continue
    for (const event of eventsOf(from as never)) {
      if (!from.can(event)) continue
      const state = getNextSnapshot(machine, from as never, event) as Snapshot<unknown>
      const next: ModelPath = { state, steps: [...path.steps, { event, state }], weight: path.weight + 1 }
      const seenAs = view(next, input)
      if (seenAs === null) continue
      edges.push(next)
      const key = serialize(state) + seenAs
      if (seen.has(key)) continue
      seen.add(key)
      queue.push(next)
    }
  }
  return edges
}

/**
 * Paths a shopper walks: from each input's start, again and again the shortest way on (among the
 * actions the page offers) to a step taking a transition no path has taken yet, until the path is
 * `length` steps long or nothing new is near; then a new path, until no start leads to anything new.
 */
function walkingPaths(
  machine: AnyStateMachine,
  model: MachineModel,
  view: (path: ModelPath, input: unknown) => string | null,
  maxSteps: number,
  length: number,
): Array<{ input: unknown; path: ModelPath }> {
  const serialize = model.serializeState ?? ((s: Snapshot<unknown>) => serializeSnapshot(s))
  const eventsOf = eventsFor(model.events, machine)
  const taken = new Set<string>()
  const labelsOf = (from: Snapshot<unknown>, event: EventObject) =>
    (machine.getTransitionData(from as never, event as never) as Parameters<typeof transitionLabel>[0][]).map(
      transitionLabel,
    )
  /** The shortest way on from `path` to a step taking a transition not yet taken, if one is near. */
  const nearest = (path: ModelPath, input: unknown): ModelPath | null => {
    const seen = new Set([serialize(path.state as Snapshot<unknown>) + view(path, input)])
    const queue = [path]
    for (let current = queue.shift(); current; current = queue.shift()) {
      const from = current.state as Snapshot<unknown> & { can: (event: EventObject) => boolean }
      if (from.status !== 'active' || current.steps.length - path.steps.length >= maxSteps) continue
      for (const event of eventsOf(from as never)) {
        if (!from.can(event)) continue
        const state = getNextSnapshot(machine, from as never, event) as Snapshot<unknown>
        const next: ModelPath = { state, steps: [...current.steps, { event, state }], weight: current.weight + 1 }
        const seenAs = view(next, input)
        if (seenAs === null) continue
        if (labelsOf(from, event).some((label) => !taken.has(label))) return next
        const key = serialize(state) + seenAs
        if (seen.has(key)) continue
        seen.add(key)
        queue.push(next)
      }
    }
    return null
  }
  const runs: Array<{ input: unknown; path: ModelPath }> = []
  for (;;) {
    let found = false
    for (const input of model.inputs ?? [undefined]) {
      const initial = getInitialSnapshot(machine, input) as Snapshot<unknown>
      let path: ModelPath = { state: initial, steps: [{ event: { type: 'xstate.init' }, state: initial }], weight: 0 }
      // A start that takes a transition of its own (an eventless one) is a path already.
      let worth = [...transitionsOf(machine, path, input)].some((label) => !taken.has(label))
      for (const label of transitionsOf(machine, path, input)) taken.add(label)
      for (let next = nearest(path, input); next && next.steps.length <= length + 1; next = nearest(path, input)) {
        path = next
        worth = true
        for (const label of transitionsOf(machine, path, input)) taken.add(label)
      }
      if (!worth) continue
      found = true
      runs.push({ input, path })
    }
    if (!found) return runs
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 3)
    .join(' ')
}

/**
 * Holds the shop's next request that `matches` until the returned function is called, so the page's
 * busy state lasts until the oracle has seen it; with `failure`, the request is then answered with
 * that error (the service being down) instead of reaching the server.
 */
export async function holdNextRequest(
  page: Page,
  matches: (url: string, method: string, body: string) => boolean,
  failure?: { status: number; body: unknown },
): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let used = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (used || !matches(request.url(), request.method(), request.postData() ?? '')) return route.fallback()
    used = true
    await released
    if (failure)
      await route.fulfill({
        status: failure.status,
        contentType: 'application/json',
        body: JSON.stringify(failure.body),
      })
    else await route.fallback()
  })
  return release
}
