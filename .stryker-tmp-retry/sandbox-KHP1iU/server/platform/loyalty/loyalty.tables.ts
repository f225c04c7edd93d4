/** Tables of the loyalty stand-in (migration `0252_loyalty.sql`). */
// @ts-nocheck

export const transactionTypes = ['Earn', 'Return', 'Expire', 'Balance'] as const
export type TransactionType = (typeof transactionTypes)[number]

export type LoyaltyTables = {
  loyalty_members: {
    customer_number: string
    email: string
    first_name: string
    last_name: string
    enrolled_at: Date
  }
  loyalty_transactions: {
    id: string
    customer_number: string
    type: TransactionType
    points: number
    description: string
    order_number: string | null
    /** What a Return takes points back for (a refund's reference): one Return per reference. */
    reference: string | null
    created_at: Date
    expires_at: Date | null
  }
}
