import { ADOPT_EDITS_GLOBAL, EARLY_EDITS_GLOBAL, REACT_FIBER_KEY, type EarlyEdit } from '@common/page-start'

/**
 * Hands the fields the shopper changed before the page was interactive to the code, as their own input.
 *
 * The page's start script notes each field the shopper types into, chooses or ticks until the page has
 * hydrated, with what they left in it (`EARLY_EDITS_GLOBAL`). React hydrates a field as the server rendered
 * it, so its part's state (a statechart's context, a text field's value) does not know those changes, and
 * the field's next render puts the server's value back: a size chosen before the code was no longer chosen
 * when "Add to bag" was pressed, an address typed into the log-in form was gone.
 *
 * Called once every part of the page has hydrated; the start script calls it again before it carries out the
 * presses and forms it held (`ADOPT_EDITS_GLOBAL`), and a field whose own part (a Suspense boundary inside a
 * part) is still waiting for its code is tried again a moment later. For each field, React must see a change:
 * it compares the field's value with the last one it knows (its value tracker, kept through the element's own
 * `value`/`checked` property). That property is set to something else first, the shopper's value is written
 * past it (the prototype's setter), and the event React listens to for that kind of field follows: `input` for
 * text, a plain `click` for a check box or a radio button (a plain event: the browser does not toggle the box
 * again), `change` for a select. The field's `onChange` then runs as if the shopper had just made the change.
 */
export function adoptEarlyEdits(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>) {
  scope[ADOPT_EDITS_GLOBAL] = () => adoptNoted(scope)
  adoptNoted(scope)
  const retry = (triesLeft: number) => {
    if (adoptNoted(scope) > 0 && triesLeft > 1) setTimeout(() => retry(triesLeft - 1), RETRY_MS)
  }
  if (noted(scope).length > 0) setTimeout(() => retry(RETRY_LIMIT), RETRY_MS)
}

/** How often, and how far apart, a field whose part of the page has not hydrated yet is tried again. */
const RETRY_LIMIT = 50
const RETRY_MS = 100

const noted = (scope: Record<string, unknown>) => (scope[EARLY_EDITS_GLOBAL] as EarlyEdit[] | undefined) ?? []

/** Hands over what it can of the noted fields; answers how many still wait for their part. */
function adoptNoted(scope: Record<string, unknown>): number {
  const edits = noted(scope)
  // In the order they were made: of two sizes chosen one after the other, the second is the choice.
  const waiting = edits.filter((edit) => !adopt(edit))
  edits.splice(0, edits.length, ...waiting)
  return waiting.length
}

/** Whether the edit is done with: handed over, or its field gone. */
function adopt({ field, value, checked }: EarlyEdit): boolean {
  if (!field.isConnected || field.disabled) return true
  // A part of the page (a Suspense boundary) can still be waiting to hydrate after the page's parts have. An event
  // that changes nothing makes React hydrate the field's part at once, if its code is there; until it is, React
  // would read the shopper's value as its own when it hydrates, and not see a change.
  field.dispatchEvent(new Event('input', { bubbles: true }))
  if (!isHydrated(field)) return false
  if (field instanceof HTMLSelectElement) {
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button left unchecked was unchecked by the one chosen in its group, which tells its part.
    if (field.type === 'radio' && !checked) return true
    writePast(field, 'checked', checked, !checked)
    field.dispatchEvent(new Event('click', { bubbles: true }))
  } else {
    writePast(field, 'value', value, `${value} `)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  return true
}

function isHydrated(field: Element): boolean {
  return Object.keys(field).some((key) => key.startsWith(REACT_FIBER_KEY))
}

/** Leaves `key` at `value` with React's tracker at `other`, so that the event reads as a change. */
function writePast(
  field: HTMLInputElement | HTMLTextAreaElement,
  key: 'value' | 'checked',
  value: unknown,
  other: unknown,
) {
  ;(field as unknown as Record<string, unknown>)[key] = other
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value)
}
