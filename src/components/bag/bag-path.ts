/** The bag page, by its internal path (`/en/shopping-bag`, and `/shopping-bag` for `/nákupní-taška`). */
export const isBagPath = (internalPath: string): boolean =>
  /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/shopping-bag\/?$/.test(internalPath)
