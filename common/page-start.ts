/**
 * What the page's inline start script (`server/web/start-script.ts`) and the client entry share:
 * the global the entry sets just before it hydrates. From then on React takes the presses itself,
 * and the start script stops keeping them for later.
 */
export const HYDRATING_GLOBAL = '__kestrelHydrating'

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
