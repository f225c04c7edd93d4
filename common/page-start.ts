/**
 * What the page's inline start script (`server/web/start-script.ts`) and the client entry share:
 * the global the entry sets just before it hydrates. From then on React takes the presses itself,
 * and the start script stops keeping them for later.
 */
export const HYDRATING_GLOBAL = '__kestrelHydrating'
