import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import type { WalletAuthorisation, WalletPayer } from '../../machines/checkout/express.machine'
import { Modal } from '../ui/Modal'
import { Button } from '../ui/Button'
import * as styles from './ExpressCheckout.css'
import { pageSales } from '@common/market'

/**
 * The wallet stand-in's accounts. The first holds everything an order needs; the second has no
 * phone number and no address, as a wallet account may, so the shop's 'missing data' path is
 * reachable from test data.
 */
const WALLET_ACCOUNTS: ReadonlyArray<{ id: string; label: string; payer: WalletPayer }> = [
  {
    id: 'complete',
    label: 'Jana Nováková · Vodičkova 12, Praha',
    payer: {
      email: 'jana.novakova@example.com',
      phone: '+420601123456',
      address: {
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Vodičkova 12',
        postalCode: '110 00',
        city: 'Praha',
        country: pageSales().country,
      },
    },
  },
  {
    id: 'incomplete',
    label: 'Petr Svoboda · petr.svoboda@example.com',
    payer: {
      email: 'petr.svoboda@example.com',
      phone: '',
      address: { firstName: 'Petr', lastName: 'Svoboda', country: pageSales().country },
    },
  },
]

interface WalletSheetProps {
  amount: string
  onAuthorise: (authorisation: WalletAuthorisation) => void
  onCancel: () => void
}

/** The wallet's own payment sheet, as its stand-in shows it: choose the wallet account and pay the amount. */
export function WalletSheet({ amount, onAuthorise, onCancel }: WalletSheetProps) {
  const { t } = useLingui()
  // Which account the shopper has picked is the sheet's own, transient choice.
  const [accountId, setAccountId] = useState(WALLET_ACCOUNTS[0]!.id)
  const account = WALLET_ACCOUNTS.find((candidate) => candidate.id === accountId) ?? WALLET_ACCOUNTS[0]!
  return (
    <Modal isOpen onDismiss={onCancel} title={t`Wallet`} closeLabel={t`Cancel`}>
      <div className={styles.sheet} data-testid="wallet-sheet">
        <RadioGroup value={accountId} onChange={setAccountId} className={styles.accounts}>
          <Label>{t`Wallet account`}</Label>
          {WALLET_ACCOUNTS.map((candidate) => (
            <Radio key={candidate.id} value={candidate.id} className={styles.account}>
              {candidate.label}
            </Radio>
          ))}
        </RadioGroup>
        <Button variant="primary" onPress={() => onAuthorise({ payer: account.payer })}>
          {t`Pay ${amount}`}
        </Button>
      </div>
    </Modal>
  )
}
