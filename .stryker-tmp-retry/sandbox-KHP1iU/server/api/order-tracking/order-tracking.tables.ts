/** Migration `0344_api_order_tracking_grants.sql`. */
// @ts-nocheck

export type OrderTrackingTables = {
  api_order_tracking_grants: {
    grant_hash: string
    order_number: string
    expires_at: Date
  }
}
