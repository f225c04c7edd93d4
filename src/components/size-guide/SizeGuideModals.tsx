import { Trans, useLingui } from '@lingui/react/macro'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { sizeGroups, type SizeGroup } from '@common/size-conversion'
import { selectModalContent, selectOpenModal } from '../../machines/modal/modal.machine'
import { useModalActor } from '../app/shop'
import { useSelector } from '../app/use-selector'
import { useLocaleParams } from '../layout/useLocaleParams'
import { useSiteSettings } from '../layout/layout-context'
import { Link } from '../ui/Link'
import { Modal } from '../ui/Modal'
import { SizeChart } from './SizeChart'
import { sizeGroupOf } from './size-chart'
import { groupNames } from './size-guide-messages'
import * as styles from './SizeGuideModals.css'

/**
 * The size guide dialogs of spec 2.6: `sizeGuide` opens from a product with the chart of its group
 * (`props.group`), `globalSizeGuide` from a size picker without a product, with a tab per group.
 * Both link to the full guide; the site settings' `sizeGuideModal` note (spec 2.6, 3.22), when set, comes first.
 */
export default function SizeGuideModals() {
  const { t } = useLingui()
  const modal = useModalActor()
  const open = useSelector(modal, selectOpenModal)
  const group = useSelector(modal, (s) => sizeGroupOf(selectModalContent(s)?.group))
  const note = useSiteSettings().sizeGuideModal ?? null
  const dismiss = () => modal.send({ type: 'modal.dismissed' })
  return (
    <>
      <Modal isOpen={open === 'sizeGuide'} onDismiss={dismiss} title={t`Size guide`} closeLabel={t`Close size guide`}>
        <div className={styles.body}>
          {note && <p className={styles.note}>{note}</p>}
          {group ? <SizeChart group={group} /> : <GroupTabs initial="women" />}
          <MeasureHint />
          <FullGuideLink group={group} onNavigate={dismiss} />
        </div>
      </Modal>
      <Modal
        isOpen={open === 'globalSizeGuide'}
        onDismiss={dismiss}
        title={t`Size guide`}
        closeLabel={t`Close size guide`}
      >
        <div className={styles.body}>
          {note && <p className={styles.note}>{note}</p>}
          <GroupTabs initial={group ?? 'women'} />
          <MeasureHint />
          <FullGuideLink group={null} onNavigate={dismiss} />
        </div>
      </Modal>
    </>
  )
}

function GroupTabs({ initial }: { initial: SizeGroup }) {
  const { t, i18n } = useLingui()
  return (
    <Tabs defaultSelectedKey={initial} className={styles.tabs}>
      <TabList aria-label={t`Size charts`} className={styles.tabList}>
        {sizeGroups.map((group) => (
          <Tab key={group} id={group} className={styles.tab}>
            {i18n._(groupNames[group])}
          </Tab>
        ))}
      </TabList>
      {sizeGroups.map((group) => (
        <TabPanel key={group} id={group} className={styles.tabPanel}>
          <SizeChart group={group} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

function MeasureHint() {
  return (
    <p className={styles.note}>
      <Trans>
        Stand with your heel against a wall, measure to the tip of your longest toe and find that length in the CM
        column. Between two sizes, take the larger one for boots and sneakers.
      </Trans>
    </p>
  )
}

function FullGuideLink({ group, onNavigate }: { group: SizeGroup | null; onNavigate: () => void }) {
  const params = useLocaleParams()
  return group ? (
    <Link to="/{-$locale}/guides/size-guide/$group" params={{ ...params, group }} onClick={onNavigate}>
      <Trans>How to measure and the full size guide</Trans>
    </Link>
  ) : (
    <Link to="/{-$locale}/guides/size-guide" params={params} onClick={onNavigate}>
      <Trans>How to measure and the full size guide</Trans>
    </Link>
  )
}
