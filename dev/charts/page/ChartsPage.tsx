import { useEffect, useMemo, useRef, useState } from 'react'
import { coverageFor, type ModelReportTransitions } from '../core/coverage'
import { chartGraph, type ChartGraph } from '../core/graph'
import { layoutChart, type ChartLayout } from '../core/layout'
import type { FoundMachine } from '../core/machines'
import { chartNotes, type ChartNote, type ChartNotes } from '../core/rules'
import { chartSvg, COUNT_CHARS, type Coverage } from '../core/svg'
import { activeStateIds, useLive, valueText, type LiveStore } from './live'
import { statelyCode } from './stately'
import { Viewport } from './Viewport'

interface Drawn {
  layout: ChartLayout
  svg: string
  coverage: Coverage | undefined
}

const nameFromHash = () => decodeURIComponent(location.hash.slice(1))

/** The developers' chart viewer: every statechart, the shop's running ones highlighted live. */
export function ChartsPage({
  machines,
  readSource,
  live,
}: {
  machines: FoundMachine[]
  readSource: (file: string) => Promise<string>
  live: LiveStore
}) {
  const graphs = useMemo(() => new Map(machines.map((m) => [m.name, chartGraph(m.machine)])), [machines])
  const [selected, setSelected] = useState(() => nameFromHash() || machines[0]?.name || '')
  const [reports, setReports] = useState<ModelReportTransitions[] | null>(null)
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  const [notes, setNotes] = useState<ChartNotes | null>(null)
  const [stateId, setStateId] = useState<string | null>(null)
  const { actors, events } = useLive(live)
  const found = machines.find((m) => m.name === selected)
  const graph = graphs.get(selected)

  useEffect(() => {
    void fetch('/dev/charts/coverage.json')
      .then((res) => (res.ok ? (res.json() as Promise<ModelReportTransitions[]>) : []))
      .then(setReports, () => setReports([]))
    const onHash = () => setSelected(nameFromHash())
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  useEffect(() => {
    if (!graph || !found || reports === null) return
    let current = true
    const coverage = coverageFor(
      graph.transitions.map((t) => t.label),
      reports,
    )
    void layoutChart(graph, { suffix: coverage ? COUNT_CHARS : 0 }).then((layout) => {
      if (current) setDrawn({ layout, svg: chartSvg(layout, coverage), coverage })
    })
    void readSource(found.file).then((source) => {
      if (current) setNotes(chartNotes(source, graph, found.exportName))
    })
    return () => {
      current = false
    }
  }, [graph, found, reports, readSource])

  const choose = (name: string) => {
    setSelected(name)
    setStateId(null)
    setDrawn(null)
    setNotes(null)
    history.replaceState(null, '', `#${encodeURIComponent(name)}`)
  }

  const running = [...actors.values()]
  const here = graph ? running.filter((a) => a.machine === graph.id) : []
  // The active states of every running actor of this machine, as one string: the effect below runs when it changes.
  const activeKey = here
    .flatMap((a) => (graph ? activeStateIds(graph.id, a.value) : []))
    .sort()
    .join('\n')
  const activeIds = new Set(activeKey.split('\n'))

  const canvas = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = canvas.current
    if (!root) return
    const active = new Set(activeKey.split('\n'))
    for (const el of root.querySelectorAll<SVGGElement>('[data-state-id]')) {
      const id = el.dataset.stateId ?? ''
      el.classList.toggle('active', active.has(id))
      el.toggleAttribute('data-active', active.has(id))
      el.classList.toggle('selected', id === stateId)
      // Each state can be reached and chosen from the keyboard too.
      el.setAttribute('tabindex', '0')
    }
    for (const el of root.querySelectorAll<SVGGElement>('.edge'))
      el.classList.toggle('from-selected', el.dataset.source === stateId)
  }, [activeKey, stateId, drawn])

  const liveCount = new Set(running.map((a) => a.tab)).size
  return (
    <div className="charts">
      <header>
        <h1>Kestrel statecharts</h1>
        <span className={`live${running.length ? ' on' : ''}`} data-testid="live-status">
          {running.length
            ? `live: ${running.length} running statecharts in ${liveCount} tab${liveCount === 1 ? '' : 's'}`
            : 'live: open the shop in another tab of this browser (npm run dev)'}
        </span>
        <span className="live">
          {reports?.length
            ? `coverage from ${reports.length} model reports`
            : 'no model reports: run npm run test:model for coverage'}
        </span>
      </header>
      <nav aria-label="Statecharts">
        <ul>
          {machines.map((m) => {
            const g = graphs.get(m.name)!
            const now = running.filter((a) => a.machine === g.id)
            return (
              <li key={m.name}>
                <button
                  type="button"
                  aria-current={m.name === selected}
                  data-machine={m.name}
                  onClick={() => choose(m.name)}
                >
                  {m.name}
                  <span className="meta">
                    {g.states.length} states, {g.transitions.length} transitions
                  </span>
                  {now.map((a) => (
                    <span className="now" key={a.actor}>
                      ● {valueText(a.value)}
                    </span>
                  ))}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <main>
        {drawn && graph ? (
          <Viewport width={drawn.layout.width} height={drawn.layout.height} fitKey={selected}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the drawn states are focusable (tabindex); the chart delegates their clicks and keys */}
            <div
              ref={canvas}
              data-testid="chart"
              data-chart={selected}
              role="application"
              aria-label={`Statechart ${selected}`}
              onClick={(event) => {
                const state = (event.target as Element).closest('[data-state-id]')
                if (state) setStateId(state.getAttribute('data-state-id'))
              }}
              onKeyDown={(event) => {
                const state = (event.target as Element).closest('[data-state-id]')
                if (state && (event.key === 'Enter' || event.key === ' ')) {
                  event.preventDefault()
                  setStateId(state.getAttribute('data-state-id'))
                }
              }}
              // The SVG is this page's own rendering of the machine (dev/charts/core/svg.ts), escaped there.
              dangerouslySetInnerHTML={{ __html: drawn.svg }}
            />
          </Viewport>
        ) : (
          <p style={{ padding: 16 }}>{found ? 'Laying out…' : 'No such statechart.'}</p>
        )}
      </main>
      <aside>
        {graph && found ? (
          <Details
            found={found}
            graph={graph}
            notes={notes}
            coverage={drawn?.coverage}
            stateId={stateId}
            live={here.map((a) => ({ key: a.actor, page: a.page, value: a.value }))}
            activeIds={activeIds}
          />
        ) : null}
        <h2>Last events</h2>
        <ul className="events" data-testid="events">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <time>{new Date(e.at).toLocaleTimeString()}</time>
              <code>{e.machine}</code> ← <strong>{e.event.type}</strong>
              {Object.keys(e.event).length > 1 ? (
                <pre>{JSON.stringify({ ...e.event, type: undefined }, null, 1)}</pre>
              ) : null}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}

function Note({ note, from }: { note: ChartNote | undefined; from?: string | undefined }) {
  if (!note?.comments.length) return null
  return (
    <p>
      {note.rules.map((rule) => (
        <span className="rule" key={rule}>
          spec {rule}
        </span>
      ))}
      <span className="comment">{note.comments.join(' ')}</span>
      {from ? <em> (from {from})</em> : null}
    </p>
  )
}

function Details({
  found,
  graph,
  notes,
  coverage,
  stateId,
  live,
  activeIds,
}: {
  found: FoundMachine
  graph: ChartGraph
  notes: ChartNotes | null
  coverage: Coverage | undefined
  stateId: string | null
  live: Array<{ key: string; page: string; value: unknown }>
  activeIds: ReadonlySet<string>
}) {
  const [copied, setCopied] = useState(false)
  const state = graph.states.find((s) => s.id === stateId)
  // The nearest rule: the state's own comment, else its parent's, up to the machine's.
  let ruleFrom: string | undefined
  let rule: ChartNote | undefined
  for (let id: string | null = state?.id ?? null; id && !rule?.comments.length;) {
    const candidate = id === graph.id ? notes?.machine : notes?.states[id]
    if (candidate?.comments.length) [rule, ruleFrom] = [candidate, id === state?.id ? undefined : id]
    id = graph.states.find((s) => s.id === id)?.parent ?? null
  }
  const out = graph.transitions.filter((t) => t.source === stateId)
  const into = graph.transitions.filter((t) => t.targets.includes(stateId ?? '') && t.source !== stateId)
  const count = (label: string) =>
    coverage ? (
      <span className={coverage.get(label) ? '' : 'untaken'}> · {coverage.get(label) ?? 0} model paths</span>
    ) : null
  return (
    <>
      <h2>{found.name}</h2>
      <p>
        <code>{found.file}</code> <code>{found.exportName}</code>{' '}
        <button
          type="button"
          className="small"
          onClick={() => void navigator.clipboard.writeText(statelyCode(found.machine)).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy for Stately'}
        </button>
      </p>
      <Note note={notes?.machine} />
      <p>
        {live.length
          ? live.map((a) => (
              <span key={a.key} style={{ display: 'block' }}>
                ● running on <code>{a.page}</code>: <code>{valueText(a.value)}</code>
              </span>
            ))
          : 'Not running in any open tab.'}
      </p>
      {state ? (
        <section data-testid="state-details">
          <h2>
            {state.id}{' '}
            <small>
              ({state.type}
              {state.initial ? ', initial' : ''}
              {activeIds.has(state.id) ? ', active' : ''})
            </small>
          </h2>
          {state.description ? <p>{state.description}</p> : null}
          {state.notes.length ? <p>{state.notes.join(' · ')}</p> : null}
          <Note note={rule} from={ruleFrom} />
          <h2>Transitions out ({out.length})</h2>
          <ul>
            {out.map((t) => (
              <li key={t.label}>
                <strong>{t.text}</strong> → {t.targets.length ? t.targets.join(', ') : '(stays)'}
                {count(t.label)}
                <Note note={notes?.transitions[t.label]} />
              </li>
            ))}
          </ul>
          <h2>Transitions in ({into.length})</h2>
          <ul>
            {into.map((t) => (
              <li key={t.label}>
                {t.source}: <strong>{t.text}</strong>
                {count(t.label)}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>Click a state for its transitions, guards and the spec rule it implements.</p>
      )}
    </>
  )
}
