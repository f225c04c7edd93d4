/** Whether the database is migrated and seeded; `/api/health` answers from it. */
// @ts-nocheck

export class Readiness {
  private state: { ready: boolean; failure?: string } = { ready: false }

  markReady(): void {
    this.state = { ready: true }
  }

  markFailed(failure: string): void {
    this.state = { ready: false, failure }
  }

  get ready(): boolean {
    return this.state.ready
  }

  get failure(): string | undefined {
    return this.state.failure
  }
}
