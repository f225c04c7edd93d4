import { CHAR_WIDTH, FONT_SIZE, LINE_HEIGHT, type ChartLayout, type PlacedState } from './layout'

/** How many generated model paths take each transition, by its label; absent when the model tests have not run. */
export type Coverage = ReadonlyMap<string, number>

const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const STYLE = `
svg.kestrel-chart { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: ${FONT_SIZE}px; background: #fff; }
.state > rect { fill: #f7f8fa; stroke: #4a5568; stroke-width: 1.2; }
.state[data-type="compound"] > rect, .state[data-type="parallel"] > rect { fill: #fff; }
.state.region > rect { stroke-dasharray: 5 3; }
.state[data-type="final"] > rect.inner { fill: none; }
.state .name { font-weight: 700; fill: #1a202c; }
.state .note { fill: #4a5568; }
.initial-mark { fill: #1a202c; stroke: #1a202c; }
.edge path { fill: none; stroke: #2b6cb0; stroke-width: 1.2; }
.edge text { fill: #2b4f81; }
.edge text .count { fill: #276749; }
.edge.untaken path { stroke: #c05621; stroke-dasharray: 4 2; }
.edge text.untaken { fill: #c05621; font-weight: 700; }
`

/** Room a label keeps for its count (` ×123`): pass it to `layoutChart` with coverage. */
export const COUNT_CHARS = 5

const n = (value: number) => String(Math.round(value * 10) / 10)

function stateBox(state: PlacedState, regions: Set<string>): string {
  const classes = ['state', ...(regions.has(state.id) ? ['region'] : []), ...(state.initial ? ['initial'] : [])]
  const lines = state.notes.map(
    (note, i) =>
      `<text class="note" x="${n(state.x + 8)}" y="${n(state.y + 32 + i * LINE_HEIGHT)}">${esc(note)}</text>`,
  )
  const inner =
    state.type === 'final'
      ? `<rect class="inner" x="${n(state.x + 3)}" y="${n(state.y + 3)}" width="${n(state.width - 6)}" height="${n(state.height - 6)}" rx="4"/>`
      : ''
  // An initial state: a filled dot with a short arrow into the box's top-left corner.
  const mark = state.initial
    ? `<circle class="initial-mark" cx="${n(state.x - 4)}" cy="${n(state.y - 4)}" r="3.5"/>` +
      `<path class="initial-mark" d="M${n(state.x - 4)} ${n(state.y - 4)}L${n(state.x + 6)} ${n(state.y + 6)}"/>`
    : ''
  return (
    `<g class="${classes.join(' ')}" data-state-id="${esc(state.id)}" data-type="${state.type}">` +
    `<title>${esc(state.id)}</title>` +
    `<rect x="${n(state.x)}" y="${n(state.y)}" width="${n(state.width)}" height="${n(state.height)}" rx="6"/>${inner}` +
    `<text class="name" x="${n(state.x + 8)}" y="${n(state.y + 16)}">${esc(state.key)}</text>${lines.join('')}${mark}</g>`
  )
}

/**
 * The chart as SVG. Every state carries `data-state-id`, every transition's label `data-transition` (the
 * model tests' name for it) and, with coverage, `data-paths`. Same layout in, same text out.
 */
export function chartSvg(layout: ChartLayout, coverage?: Coverage): string {
  const { graph } = layout
  const regions = new Set(
    graph.states.filter((s) => graph.states.find((p) => p.id === s.parent)?.type === 'parallel').map((s) => s.id),
  )
  const states = layout.states.map((state) => stateBox(state, regions))
  const edges = layout.edges.map((edge) => {
    const counts = edge.transitions.map((i) => coverage?.get(graph.transitions[i]!.label))
    const untaken = coverage !== undefined && counts.every((c) => !c)
    const paths = edge.routes.map(
      (points) =>
        `<path d="${points.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('')}" marker-end="url(#arrow)"/>`,
    )
    const label = edge.label
    const texts = label
      ? edge.transitions.map((i, k) => {
          const t = graph.transitions[i]!
          const count = counts[k]
          const suffix = coverage ? ` ×${count ?? 0}` : ''
          const attrs = [
            `data-transition="${esc(t.label)}"`,
            ...(coverage ? [`data-paths="${count ?? 0}"`] : []),
            ...(coverage && !count ? ['class="untaken"'] : []),
          ]
          return (
            `<text ${attrs.join(' ')} x="${n(label.x + 2)}" y="${n(label.y + (k + 1) * LINE_HEIGHT - 3)}">` +
            `<title>${esc(t.label)}</title>${esc(t.text)}${suffix ? `<tspan class="count">${suffix}</tspan>` : ''}</text>`
          )
        })
      : []
    const widest = label ? Math.max(...texts.map((_, k) => graph.transitions[edge.transitions[k]!]!.text.length)) : 0
    const extra = coverage ? COUNT_CHARS * CHAR_WIDTH : 0
    const backdrop = label
      ? `<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(widest * CHAR_WIDTH + 4 + extra)}" height="${n(label.height)}" fill="#fff" fill-opacity="0.85"/>`
      : ''
    return (
      `<g class="edge${untaken ? ' untaken' : ''}" data-source="${esc(edge.source)}" data-targets="${esc(edge.targets.join(' '))}">` +
      `${paths.join('')}${backdrop}${texts.join('')}</g>`
    )
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="kestrel-chart" data-machine="${esc(graph.id)}" ` +
    `width="${n(layout.width)}" height="${n(layout.height)}" viewBox="0 0 ${n(layout.width)} ${n(layout.height)}">\n` +
    `<style>${STYLE}</style>\n` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
    `<path d="M0 0L10 5L0 10z" fill="#2b6cb0"/></marker></defs>\n` +
    `${states.join('\n')}\n${edges.join('\n')}\n</svg>\n`
  )
}
