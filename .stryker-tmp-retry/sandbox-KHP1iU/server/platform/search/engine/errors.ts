/** An error the client caused; answered as Algolia does: `{ message, status }`. */
// @ts-nocheck

export class SearchError extends Error {
  override name = 'SearchError'
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 413 | 422 = 400,
  ) {
    super(message)
  }
}
