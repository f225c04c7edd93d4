/** The wishlist page, by its internal path (`/en/my-account/wishlist`, and `/my-account/wishlist` for `/můj-účet/oblíbené`). */
export const isWishlistPath = (internalPath: string): boolean =>
  /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/my-account\/wishlist\/?$/.test(internalPath)
