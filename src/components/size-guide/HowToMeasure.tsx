import { Trans } from '@lingui/react/macro'
import type { SizeGroup } from '@common/size-conversion'
import * as styles from './SizeGuidePage.css'

/** How to measure a foot and read the chart, with the advice that matters for the group shown (or all of it). */
export function HowToMeasure({ group }: { group?: SizeGroup }) {
  return (
    <section className={styles.section} aria-labelledby="how-to-measure">
      <h2 id="how-to-measure" className={styles.sectionHeading}>
        <Trans>How to measure your foot</Trans>
      </h2>
      <ol className={styles.steps}>
        <li>
          <Trans>
            Measure in the late afternoon or after a walk: feet swell a little during the day, and your shoes should fit
            them then too.
          </Trans>
        </li>
        <li>
          <Trans>
            Put on the socks you will wear with the shoes and stand on a sheet of paper with your heel against a wall.
            Keep your weight on both feet.
          </Trans>
        </li>
        <li>
          <Trans>
            Mark the tip of your longest toe (it is not always the big toe) and measure from the wall to the mark in
            centimetres.
          </Trans>
        </li>
        <li>
          <Trans>
            Measure both feet and go by the longer one. Find its length in the CM column: the EU size in the same row is
            your size.
          </Trans>
        </li>
      </ol>
      <h3 className={styles.subHeading}>
        <Trans>Between two sizes?</Trans>
      </h3>
      <p className={styles.text}>
        <Trans>
          Choose the larger size for boots and winter shoes you will wear with thick socks, and for sneakers. Leather
          pumps, loafers and formal shoes give a little with wear, so a snug pair in the smaller size will fit well
          after a few days.
        </Trans>
      </p>
      {group !== 'women' && group !== 'men' && (
        <>
          <h3 className={styles.subHeading}>
            <Trans>Sizing children's shoes</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>
              Leave a thumb's width, about 1 to 1.5 cm, between the longest toe and the front of the shoe so there is
              room to grow. Children's feet grow quickly: measure them again every three months, and before school
              starts.
            </Trans>
          </p>
        </>
      )}
      <p className={styles.text}>
        <Trans>
          Not sure after all? You can return unworn shoes free of charge within 30 days, or try them on in one of our
          stores.
        </Trans>
      </p>
    </section>
  )
}
