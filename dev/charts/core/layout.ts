import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { ChartGraph, ChartState } from './graph'

/** Monospaced text, so a label's width is known without a browser: the layout is the same everywhere. */
export const FONT_SIZE = 11
export const CHAR_WIDTH = 6.6
export const LINE_HEIGHT = 14
const TITLE_HEIGHT = 22
const PAD = 10

interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PlacedState extends ChartState, Box {}

/** One arrow: the transitions between the same source and targets, their labels stacked. */
export interface PlacedEdge {
  /** Indexes into the graph's transitions, in the machine's order. */
  transitions: number[]
  source: string
  targets: string[]
  /** One polyline per target (a transition into several parallel regions has several). */
  routes: Array<Array<{ x: number; y: number }>>
  label: Box | null
}

export interface ChartLayout {
  graph: ChartGraph
  width: number
  height: number
  states: PlacedState[]
  edges: PlacedEdge[]
}

const textWidth = (text: string) => text.length * CHAR_WIDTH

const nodeId = (stateId: string) => `s:${stateId}`

function leafSize(state: ChartState): { width: number; height: number } {
  const lines = [state.key, ...state.notes]
  return {
    width: Math.max(64, Math.max(...lines.map(textWidth)) + 2 * PAD),
    height: TITLE_HEIGHT + state.notes.length * LINE_HEIGHT + 6,
  }
}

/** Transitions grouped by source and targets, in the machine's order: one arrow each. */
function edgeGroups(graph: ChartGraph): number[][] {
  const groups = new Map<string, number[]>()
  graph.transitions.forEach((t, index) => {
    const key = `${t.source}→${t.targets.join(',')}`
    groups.set(key, [...(groups.get(key) ?? []), index])
  })
  return [...groups.values()]
}

/** The ELK graph: states as nested nodes, transitions as edges with their labels, all in the machine's order. */
function elkGraph(graph: ChartGraph, suffix: number): ElkNode {
  const byParent = new Map<string | null, ChartState[]>()
  for (const state of graph.states) byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state])
  const toNode = (state: ChartState): ElkNode => {
    const children = byParent.get(state.id) ?? []
    const header = TITLE_HEIGHT + state.notes.length * LINE_HEIGHT
    if (!children.length) return { id: nodeId(state.id), ...leafSize(state) }
    const { width } = leafSize(state)
    return {
      id: nodeId(state.id),
      children: children.map(toNode),
      layoutOptions: {
        'elk.padding': `[top=${header + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${header + 2 * PAD})`,
        // Parallel regions side by side, a compound state's children flowing down.
        'elk.direction': state.type === 'parallel' ? 'RIGHT' : 'DOWN',
      },
    }
  }
  const edges: ElkExtendedEdge[] = edgeGroups(graph).flatMap((group, index) => {
    const first = graph.transitions[group[0]!]!
    const targets = first.targets.length ? first.targets : [first.source]
    const texts = group.map((i) => graph.transitions[i]!.text)
    return targets.map((target, j) => ({
      id: `e:${index}:${j}`,
      sources: [nodeId(first.source)],
      targets: [nodeId(target)],
      labels:
        j === 0
          ? [
              {
                id: `l:${index}`,
                text: texts.join('\n'),
                width: Math.max(...texts.map(textWidth)) + suffix * CHAR_WIDTH + 4,
                height: texts.length * LINE_HEIGHT,
              },
            ]
          : [],
    }))
  })
  return {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '8',
      'elk.randomSeed': '1',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: (byParent.get(null) ?? []).map(toNode),
    edges,
  }
}

/** Rounded to a tenth of a pixel: the same layout writes the same text on every machine. */
const r = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10

let elk: InstanceType<typeof ELK> | null = null

/** Lays the chart out; `suffix` keeps room for that many more characters after each label (coverage counts). */
export async function layoutChart(graph: ChartGraph, { suffix = 0 }: { suffix?: number } = {}): Promise<ChartLayout> {
  elk ??= new ELK()
  const laid = await elk.layout(elkGraph(graph, suffix))
  const placed = new Map<string, Box>()
  const visit = (node: ElkNode) => {
    placed.set(node.id, { x: r(node.x), y: r(node.y), width: r(node.width), height: r(node.height) })
    node.children?.forEach(visit)
  }
  laid.children?.forEach(visit)
  const edges = new Map<string, ElkExtendedEdge>()
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) edges.set(edge.id, edge)
    node.children?.forEach(collect)
  }
  collect(laid)
  const placedEdges = edgeGroups(graph).map((group, index) => {
    const first = graph.transitions[group[0]!]!
    const count = Math.max(1, first.targets.length)
    const routes: PlacedEdge['routes'] = []
    let label: Box | null = null
    for (let j = 0; j < count; j++) {
      const edge = edges.get(`e:${index}:${j}`)
      for (const section of edge?.sections ?? [])
        routes.push(
          [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: r(p.x), y: r(p.y) })),
        )
      const l = edge?.labels?.[0]
      if (l) label = { x: r(l.x), y: r(l.y), width: r(l.width), height: r(l.height) }
    }
    return { transitions: group, source: first.source, targets: first.targets, routes, label }
  })
  return {
    graph,
    width: r(laid.width),
    height: r(laid.height),
    states: graph.states.map((s) => ({ ...s, ...placed.get(nodeId(s.id))! })),
    edges: placedEdges,
  }
}
