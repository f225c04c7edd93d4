// @ts-nocheck
import type {
  AnyStateMachine,
  AnyStateNode,
  ContextFrom,
  EmittedFrom,
  EventFromLogic,
  EventObject,
  SnapshotFrom,
} from 'xstate'

/** Events a step can carry: the machine's own, or a settlement (`xstate.done.actor.…`, `xstate.after.…`, `xstate.init`). */
type StepEvent<TEvent extends EventObject> = TEvent | (EventObject & { type: `xstate.${string}` })

/** One step of a path as the spec's expectations see it: what the actor shows after the event. */
export interface StepView<
  TContext = unknown,
  TEvent extends EventObject = EventObject,
  TEmitted = EventObject,
  TSnapshot = unknown,
> {
  /** The actor's snapshot after the step, for the machine's exported selectors (what the page reads). */
  snapshot: TSnapshot
  /** The active leaf states as dot paths ('megaMenu.open', 'PAYMENT.ready'). */
  states: string[]
  /** The state value, for the machine's exported selectors. */
  value: unknown
  /** 'active', or 'done' once a final state is reached. */
  status: string
  /** How many timers are pending (delayed transitions waiting to fire). */
  timers: number
  context: TContext
  /** The events the machine emitted while it took this step. */
  emitted: TEmitted[]
  /** The services the machine called while it took this step, with what it sent each. */
  invoked: Array<{ id: string; input: unknown }>
  /** This step's event (`xstate.init` for the first step). */
  event: StepEvent<TEvent>
  /** The events of the path so far, this one included, without `xstate.init`. */
  events: Array<StepEvent<TEvent>>
  /** The leaf states, context and clock before this step; null on the first. */
  previous: { states: string[]; context: TContext; clock: number } | null
  /** The machine's input. */
  input: unknown
  /** Milliseconds of (fake) time since the path started: a delayed transition shows how long it waited. */
  clock: number
  /** True when a leaf state is `state` or lies inside it. */
  in: (state: string) => boolean
}

/** One thing the spec says must hold; `check` throws (with `expect`) when it does not. */
export interface Expectation<TView = StepView> {
  says: string
  check: (step: TView) => void
}

/**
 * What must hold in each state, by state path: `'showing'` holds in that state, `'PAYMENT'` in every
 * state inside it, `'*'` in every state. Written from the spec, never read from the machine.
 */
export type ExpectationMap<TView = StepView> = Record<string, Array<Expectation<TView>>>

export type MachineStepView<TMachine extends AnyStateMachine> = StepView<
  ContextFrom<TMachine>,
  EventFromLogic<TMachine>,
  EmittedFrom<TMachine>,
  SnapshotFrom<TMachine>
>

/** Types an expectation map by its machine, so checks read the machine's context, events and emits. */
export function expectationsFor<TMachine extends AnyStateMachine>(
  _machine: TMachine,
  map: ExpectationMap<MachineStepView<TMachine>>,
): ExpectationMap {
  return map as unknown as ExpectationMap
}

/** The last event of a type among a step's events. */
export function lastOf<TEvent extends EventObject, TType extends TEvent['type']>(
  events: readonly TEvent[],
  type: TType,
): Extract<TEvent, { type: TType }> | undefined {
  return events.filter((e): e is Extract<TEvent, { type: TType }> => e.type === type).at(-1)
}

/** The active leaf states of a snapshot as dot paths. */
export function leafStates(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []
  return nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.'))
}

const covers = (key: string, leaf: string) => key === '*' || leaf === key || leaf.startsWith(`${key}.`)

/** The expectations that apply to a set of leaf states. */
export function expectationsIn(map: ExpectationMap | undefined, states: string[]): Expectation[] {
  if (!map) return []
  return Object.entries(map)
    .filter(([key]) => states.some((leaf) => covers(key, leaf)))
    .flatMap(([, list]) => list)
}

/** Leaf states no key of the map names (the '*' key does not count: each state needs its own expectation). */
export function statesWithoutExpectation(map: ExpectationMap, leaves: Iterable<string>): string[] {
  const keys = Object.keys(map).filter((key) => key !== '*')
  return [...new Set(leaves)].filter((leaf) => !keys.some((key) => covers(key, leaf))).sort()
}

/** Keys of the map (states the spec names) that no reached leaf state lies in: a state the machine lost. */
export function statesNeverReached(map: ExpectationMap, leaves: Iterable<string>): string[] {
  const reached = [...new Set(leaves)]
  return Object.keys(map)
    .filter((key) => key !== '*' && !reached.some((leaf) => covers(key, leaf)))
    .sort()
}

/** Runs the checks; each result names what the spec says and why it failed, if it did. */
export function checkStep(list: Expectation[], view: StepView): Array<{ says: string; failure: string | null }> {
  return list.map(({ says, check }) => {
    try {
      check(view)
      return { says, failure: null }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const line = message.split('\n')[0]!.replace(/\u001b\[[0-9;]*m/g, '')
      return { says, failure: line.replace(/ \/\/ Object\.is equality$/, '') }
    }
  })
}
