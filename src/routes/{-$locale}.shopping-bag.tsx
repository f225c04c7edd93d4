import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useLocaleParams } from '../components/layout/useLocaleParams'
import { Link } from '../components/ui/Link'

export const Route = createFileRoute('/{-$locale}/shopping-bag')({
  head: () => ({ meta: [{ title: 'Shopping bag · Kestrel' }] }),
  component: ShoppingBagPage,
})

function ShoppingBagPage() {
  const { t } = useLingui()
  const params = useLocaleParams()
  return (
    <section aria-labelledby="bag-heading">
      <h1 id="bag-heading">{t`Shopping bag`}</h1>
      <p>{t`Your shopping bag is empty.`}</p>
      <Link to="/{-$locale}" params={params}>
        {t`Continue shopping`}
      </Link>
    </section>
  )
}
