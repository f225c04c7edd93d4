// @ts-nocheck
import { useLingui } from '@lingui/react/macro'
import { instalmentAmounts } from '../../machines/checkout/checkout.rules'
import { formatMoney, type Money } from '../../services/money'
import { Button } from '../ui/Button'
import * as styles from './Checkout.css'

/** Pay later: the instalments of the amount to pay, and the button that asks the provider to approve them. */
export function PayLaterPanel({
  total,
  instalments,
  onPay,
}: {
  total: Money | null
  instalments: number
  onPay: () => void
}) {
  const { t, i18n } = useLingui()
  const parts = total
    ? instalmentAmounts(total.centAmount, instalments).map((centAmount) =>
        formatMoney({ ...total, centAmount }, i18n.locale),
      )
    : []
  const schedule = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(parts)
  return (
    <div className={styles.panel} data-testid="pay-later">
      <p className={styles.payLaterLead}>{t`Pay in ${instalments} interest-free instalments. No fees.`}</p>
      {parts.length > 0 && (
        <p>{t`Your instalments: ${schedule}. The first one is paid today, the next ones every 30 days.`}</p>
      )}
      <Button variant="primary" onPress={onPay}>
        {t`Pay in ${instalments} instalments`}
      </Button>
    </div>
  )
}
