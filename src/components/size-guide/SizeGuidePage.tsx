import { Trans, useLingui } from '@lingui/react/macro'
import { euSizes, sizeGroups, type SizeGroup } from '@common/size-conversion'
import { useLocaleParams } from '../layout/useLocaleParams'
import { Link } from '../ui/Link'
import { HowToMeasure } from './HowToMeasure'
import { SizeChart } from './SizeChart'
import { groupNames, groupSummaries, groupTitles, SIZE_GUIDE_TITLE } from './size-guide-messages'
import * as styles from './SizeGuidePage.css'

/** `/guides/size-guide`: what the charts hold, a link to each, and how to measure (spec 2.2). */
export function SizeGuideOverview() {
  const { i18n } = useLingui()
  return (
    <article className={styles.page} aria-labelledby="size-guide-title">
      <header className={styles.header}>
        <h1 id="size-guide-title" className={styles.title}>
          {i18n._(SIZE_GUIDE_TITLE)}
        </h1>
        <p className={styles.intro}>
          <Trans>
            Our shoes are made in EU sizes. Each chart gives every size we make in the US, UK, Canadian, Korean,
            Japanese and Chinese conventions too, and the foot length it fits in centimetres.
          </Trans>
        </p>
      </header>
      <GroupLinks />
      <HowToMeasure />
    </article>
  )
}

/** `/guides/size-guide/{women|men|kids}`: the group's chart and how to measure for it. */
export function SizeGuideGroupPage({ group }: { group: SizeGroup }) {
  const { i18n } = useLingui()
  const params = useLocaleParams()
  return (
    <article className={styles.page} aria-labelledby="size-guide-title">
      <header className={styles.header}>
        <Link
          to="/{-$locale}/guides/size-guide"
          params={params}
          activeOptions={{ exact: true }}
          className={styles.back}
        >
          {i18n._(SIZE_GUIDE_TITLE)}
        </Link>
        <h1 id="size-guide-title" className={styles.title}>
          {i18n._(groupTitles[group])}
        </h1>
        <p className={styles.intro}>
          <Trans>Find your foot length in the CM column: the EU size in its row is the size to order.</Trans>
        </p>
      </header>
      <SizeChart group={group} />
      <HowToMeasure group={group} />
      <GroupLinks except={group} />
    </article>
  )
}

function GroupLinks({ except }: { except?: SizeGroup }) {
  const { t, i18n } = useLingui()
  const params = useLocaleParams()
  const groups = sizeGroups.filter((group) => group !== except)
  return (
    <nav aria-label={except ? t`Other size guides` : t`Size guides`}>
      <ul className={styles.groups}>
        {groups.map((group) => {
          const sizes = euSizes(group)
          const from = sizes[0]
          const to = sizes[sizes.length - 1]
          return (
            <li key={group}>
              <Link
                to="/{-$locale}/guides/size-guide/$group"
                params={{ ...params, group }}
                className={styles.groupLink}
              >
                <span className={styles.groupName}>{i18n._(groupNames[group])}</span>
                <span className={styles.groupSummary}>{i18n._(groupSummaries[group])}</span>
                <span className={styles.groupRange}>{t`EU ${from} to ${to}`}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
