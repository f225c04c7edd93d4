/**
 * What the page's inline start script (`server/web/start-script.ts`) and the client entry share:
 * the global the entry sets just before it hydrates. From then on React takes the presses itself,
 * and the start script stops keeping them for later.
 */
export const HYDRATING_GLOBAL = '__kestrelHydrating'

/**
 * The global array the start script writes the fields into that the shopper typed into, chose or ticked
 * before the page was interactive (`<html data-hydrated>`): each once, with its last value. The code
 * reads it once every part of the page has hydrated (`src/components/app/early-edits.ts`).
 */
export const EARLY_EDITS_GLOBAL = '__kestrelEdits'

/**
 * The global function the code leaves for the start script: it hands over the fields noted so far whose part of
 * the page has hydrated. The start script calls it before it carries out a held press or form, so that a form
 * sent then reads what the shopper typed.
 */
export const ADOPT_EDITS_GLOBAL = '__kestrelAdoptEdits'

/**
 * React marks an element it has hydrated (or rendered) with its fiber, under an own key that starts with this. A
 * change to such a field is React's to see; a change to a field not yet hydrated is not (React reads the field as
 * its own when it hydrates it), so that is the one the start script notes and the code hands over.
 */
export const REACT_FIBER_KEY = '__reactFiber$'

/** One field the shopper changed before the page was interactive, as they left it. */
export interface EarlyEdit {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  value: string
  checked: boolean
}

/**
 * Marks a placeholder the server renders where only the application can show the content (the
 * shopper's account, an order's confirmation, a wishlist the server did not read): a page holding
 * one starts its code as soon as it has loaded, instead of waiting for the shopper to reach for it.
 */
export const AWAITS_CODE_ATTRIBUTE = 'data-awaits-code'

/** Spread onto such a placeholder: `<p role="status" {...awaitsCode}>`. */
export const awaitsCode = { [AWAITS_CODE_ATTRIBUTE]: '' } as const

/**
 * Names the address of the page's layout content (`<meta name=… content=…>`): the page shows it but
 * does not embed it for the code, so the start script preloads it when the code starts.
 */
export const LAYOUT_CONTENT_META = 'kestrel-layout-content'
