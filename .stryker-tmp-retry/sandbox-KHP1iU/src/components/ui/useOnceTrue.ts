// @ts-nocheck
import { useState } from 'react'

/**
 * True from the first render where `value` is true on: a lazily loaded overlay stays mounted once
 * it has been needed, so it can close (and animate, and return focus) like one that was always there.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
