// @ts-nocheck
import type { Money } from './types'

export const czk = (centAmount: number): Money => ({
  type: 'centPrecision',
  currencyCode: 'CZK',
  centAmount,
  fractionDigits: 2,
})

/** Whole crowns → money. */
export const crowns = (amount: number): Money => czk(Math.round(amount * 100))
