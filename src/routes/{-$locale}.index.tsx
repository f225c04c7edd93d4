import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { siteSettingsQueryOptions } from '../services/content'
import * as styles from './-components/home.css'

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteSettingsQueryOptions(context.api, context.locale)),
  head: () => ({ meta: [{ title: 'Kestrel' }] }),
  component: HomePage,
})

function HomePage() {
  const { api, locale } = Route.useRouteContext()
  const { data } = useSuspenseQuery(siteSettingsQueryOptions(api, locale))
  const { t } = useLingui()
  return (
    <>
      {data.uspBanner && (
        <ul className={styles.usp} aria-label={t`Why shop with us`}>
          {data.uspBanner.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          {data.home.heading}
        </h1>
        <p className={styles.intro}>{data.home.intro}</p>
      </section>
      <ul className={styles.tiles}>
        {data.home.tiles.map((tile) => (
          <li key={tile.label} className={styles.tile}>
            <h2>{tile.label}</h2>
            <p>{tile.description}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
