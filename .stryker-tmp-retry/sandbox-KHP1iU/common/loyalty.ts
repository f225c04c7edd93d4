/**
 * The Kestrel Club's earning rule (spec 2.7 "Loyalty club"): one point for every whole 10 CZK paid. The shop
 * posts these points when an order is paid, takes them back when it is refunded, and shows them before
 * the purchase on the product page and in the bag.
 */
// @ts-nocheck

export const clubPointsFor = (centAmount: number): number =>
  Number.isFinite(centAmount) && centAmount > 0 ? Math.floor(centAmount / 1_000) : 0
