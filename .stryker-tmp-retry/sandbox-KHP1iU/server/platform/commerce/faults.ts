// @ts-nocheck
import type { VersionFaults } from './repository'

type FaultAnswer = 502 | 503 | 504 | 'ConcurrentModification'

/**
 * Fault injection for tests and QA, off by default: the next `count` GraphQL calls answer with
 * the HTTP status (502/503/504, with a GraphQL error body), or the next `count` versioned
 * writes fail with `ConcurrentModification`.
 */
export class Faults implements VersionFaults {
  private http: { status: 502 | 503 | 504; remaining: number } | undefined
  private conflicts = 0

  inject(answer: FaultAnswer, count: number): void {
    const remaining = Math.max(0, Math.floor(count))
    if (answer === 'ConcurrentModification') this.conflicts = remaining
    else this.http = { status: answer, remaining }
  }

  clear(): void {
    this.http = undefined
    this.conflicts = 0
  }

  takeHttpFault(): 502 | 503 | 504 | undefined {
    if (!this.http || this.http.remaining <= 0) return undefined
    this.http.remaining -= 1
    return this.http.status
  }

  takeConcurrentModification(): boolean {
    if (this.conflicts <= 0) return false
    this.conflicts -= 1
    return true
  }

  status() {
    return { http: this.http?.remaining ? this.http : null, concurrentModification: this.conflicts }
  }
}
