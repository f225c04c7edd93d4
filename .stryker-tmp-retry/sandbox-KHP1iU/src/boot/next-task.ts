/**
 * The browser evaluates a page's first scripts in one go. The modules of this folder each wait for
 * a new task where they are imported, so that long stretch becomes a few short ones between which
 * the browser can paint and respond (`entry-client.tsx` and `router.tsx` import them in order).
 */
// @ts-nocheck

export function nextTask(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0))
}
