// @ts-nocheck
import type { ArticleSpec } from './article-spec'

/** Models a merchandised selection of the menu (best sellers, trending, golf icons) shows at least. */
const MIN_SELECTION_MODELS = 4

type Flag = 'bestSeller' | 'isNew' | 'iconic'

interface Model {
  articleNumber: string
  kind: string
  specs: ArticleSpec[]
}

function modelsOf(specs: readonly ArticleSpec[], include: (spec: ArticleSpec) => boolean): Model[] {
  const models = new Map<string, Model>()
  for (const spec of specs) {
    if (!include(spec)) continue
    const model = models.get(spec.articleNumber) ?? {
      articleNumber: spec.articleNumber,
      kind: spec.line.kind,
      specs: [],
    }
    model.specs.push(spec)
    models.set(spec.articleNumber, model)
  }
  return [...models.values()]
}

/** Models taken one per kind in turn (first models of each kind first), so a selection spans the range. */
function interleavedByKind(models: readonly Model[]): Model[] {
  const byKind = new Map<string, Model[]>()
  for (const model of models) byKind.set(model.kind, [...(byKind.get(model.kind) ?? []), model])
  const queues = [...byKind.values()]
  const order: Model[] = []
  for (let round = 0; order.length < models.length; round++) {
    for (const queue of queues) {
      const model = queue[round]
      if (model) order.push(model)
    }
  }
  return order
}

const has = (model: Model, flag: Flag) => model.specs[0]?.[flag] === true

function mark(model: Model, flag: Flag): void {
  for (const spec of model.specs) {
    spec[flag] = true
    // Only this season's models carry the new badge.
    if (flag === 'isNew') spec.season = 'AW26'
  }
}

/** Raises the models with every given flag to the minimum, marking the candidates in their order. */
function ensure(models: readonly Model[], flags: readonly Flag[], candidates: readonly Model[]): void {
  let count = models.filter((model) => flags.every((flag) => has(model, flag))).length
  for (const model of candidates) {
    if (count >= MIN_SELECTION_MODELS) return
    if (flags.every((flag) => has(model, flag))) continue
    for (const flag of flags) if (!has(model, flag)) mark(model, flag)
    count++
  }
}

/**
 * The shop's merchandising on top of the generated range: every gender has best sellers and
 * trending models (best sellers that are new), and golf has icons, so every selection the menu
 * links to lists products. Deterministic: it only reads the specs, in their order.
 */
export function merchandise(specs: ArticleSpec[]): ArticleSpec[] {
  for (const gender of ['Women', 'Men', 'Kids'] as const) {
    const models = modelsOf(specs, (spec) => spec.line.gender === gender && spec.line.division === 'Footwear')
    const order = interleavedByKind(models)
    // New models are promoted first, so the best sellers also make the trending selection.
    const newFirst = [...order.filter((model) => has(model, 'isNew')), ...order.filter((model) => !has(model, 'isNew'))]
    ensure(models, ['bestSeller'], newFirst)
    ensure(models, ['bestSeller', 'isNew'], newFirst)
  }
  const golf = modelsOf(specs, (spec) => spec.line.kind === 'golf')
  ensure(golf, ['iconic'], interleavedByKind(golf))
  return specs
}
