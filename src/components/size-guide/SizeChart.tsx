import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { SizeGroup } from '@common/size-conversion'
import { chartCaptions } from './size-guide-messages'
import { sizeChartTable } from './size-chart'
import * as styles from './SizeChart.css'

/**
 * A group's sizes in all eight conventions. On a phone the table scrolls sideways inside its own
 * region, which takes the keyboard's focus so the columns off screen can be reached without a pointer.
 */
export function SizeChart({ group }: { group: SizeGroup }) {
  const { i18n } = useLingui()
  const captionId = useId()
  const { columns, rows } = sizeChartTable(group)
  return (
    <div className={styles.chart}>
      {/* A region that scrolls must take the focus, or its hidden columns are out of the keyboard's reach. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {i18n._(chartCaptions[group])}
          </caption>
          <thead>
            <tr>
              {columns.map((convention) => (
                <th key={convention} scope="col" className={styles.columnHeader}>
                  {convention}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([eu, ...others]) => (
              <tr key={eu} className={styles.row}>
                <th scope="row" className={styles.rowHeader}>
                  {eu}
                </th>
                {others.map((value, index) => (
                  <td key={columns[index + 1]} className={styles.cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.legend}>
        {group === 'kids' ? (
          <Trans>
            CM and JP give the foot length in centimetres, KR and CN in millimetres. US and CA sizes marked C are
            children's sizes, Y youth sizes.
          </Trans>
        ) : (
          <Trans>CM and JP give the foot length in centimetres, KR and CN in millimetres.</Trans>
        )}
      </p>
    </div>
  )
}
