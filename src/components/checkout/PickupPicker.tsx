import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { postalCodeText } from '@common/postal-codes'
import type { PickupPoint } from '../../machines/checkout/checkout.types'
import { fetchPickupPoints, type StoreService } from '../../services/commerce/order-checkout'
import { useShopServices } from '../app/shop'
import { Radio, RadioGroup } from '../ui/RadioGroup'
import { TextField } from '../ui/TextField'
import * as styles from './Checkout.css'

const describe = (point: PickupPoint) =>
  `${point.name}, ${point.address.streetName}, ${postalCodeText(point.address.postalCode, point.address.country)} ${point.address.city}`

/** The store picker (click and collect, try and buy) or the parcel-shop picker, searched by town or postal code. */
export function PickupPicker({
  kind,
  service,
  selected,
  onSelect,
  search,
  onSearch,
}: {
  kind: 'stores' | 'parcel-shops'
  /** Stores only: the service the chosen delivery needs, so only stores offering it are listed. */
  service?: StoreService
  selected: PickupPoint | null
  onSelect: (point: PickupPoint) => void
  /** The town or postal code searched. */
  search: string
  onSearch: (query: string) => void
}) {
  const { t } = useLingui()
  const { api } = useShopServices()
  const places = useQuery({
    queryKey: ['checkout', kind, service, search],
    queryFn: () => fetchPickupPoints(api, kind, search, service),
    staleTime: 60_000,
  })
  const label = kind === 'stores' ? t`Choose a store` : t`Choose a parcel shop`
  const chosen = selected && describe(selected)
  return (
    <div className={styles.fieldset}>
      <TextField
        label={
          kind === 'stores' ? t`Find a store by town or postal code` : t`Find a parcel shop by town or postal code`
        }
        value={search}
        onChange={onSearch}
      />
      {places.data && places.data.length === 0 && <p className={styles.hint}>{t`No stores found.`}</p>}
      <RadioGroup
        label={label}
        value={selected?.id ?? null}
        onChange={(id) => {
          const point = places.data?.find((p) => p.id === id)
          if (point) onSelect(point)
        }}
      >
        {(places.data ?? []).map((point) => (
          <Radio key={point.id} value={point.id}>
            <span className={selected?.id === point.id ? styles.picked : undefined}>{describe(point)}</span>
          </Radio>
        ))}
      </RadioGroup>
      {/* The choice stays in view when another search no longer lists it. */}
      {selected && (
        <p className={styles.hint}>{kind === 'stores' ? t`Your store: ${chosen}` : t`Your parcel shop: ${chosen}`}</p>
      )}
    </div>
  )
}
