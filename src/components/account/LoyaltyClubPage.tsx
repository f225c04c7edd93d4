import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import {
  loyaltyClubMachine,
  progressToNextTier,
  type Club,
  type HistoryPage,
  type TierName,
} from '../../machines/loyalty/loyalty-club.machine'
import { loyaltyClubActors, PASS_CODE_PATH } from '../../services/loyalty'
import { useShopServices } from '../app/shop'
import { useModalSlot } from '../app/use-modal-slot'
import { useSelector } from '../app/use-selector'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/Checkbox'
import { Modal } from '../ui/Modal'
import * as styles from './Account.css'
import * as club from './LoyaltyClub.css'

const TIER_NAMES: Record<TierName, MessageDescriptor> = {
  Bronze: msg`Bronze`,
  Silver: msg`Silver`,
  Gold: msg`Gold`,
}

/** What each tier gives its members (each tier keeps the ones below it). */
const TIER_BENEFITS: Record<TierName, MessageDescriptor[]> = {
  Bronze: [msg`1 point for every CZK 10 you pay`, msg`A birthday voucher`, msg`Members’ previews of new collections`],
  Silver: [msg`Free delivery on every order`, msg`Free shoe care with each pair of shoes`],
  Gold: [msg`30-day price protection`, msg`Invitations to private sales`, msg`Priority customer care`],
}

const ENTRY_TYPES: Record<HistoryPage['entries'][number]['type'], MessageDescriptor> = {
  Earn: msg`Points earned`,
  Return: msg`Points returned`,
  Expire: msg`Points expired`,
  Balance: msg`Balance correction`,
}

/**
 * The Kestrel Club (spec 2.7 "Loyalty club"): the member's tier and its benefits, points balance,
 * points to the next tier as a progress bar and the points that expire next; the balance history,
 * membership pass and tier info dialogs (spec 2.6), each opened through the modal machine.
 */
export function LoyaltyClubPage() {
  const { t, i18n } = useLingui()
  const { api } = useShopServices()
  const machine = useMemo(() => loyaltyClubMachine.provide({ actors: loyaltyClubActors(api) }), [api])
  const actor = useActorRef(machine)
  const data = useSelector(actor, (s) => s.context.club)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const isMember = useSelector(actor, (s) => s.matches('member'))
  const inHistory = useSelector(actor, (s) => s.matches({ member: 'history' }))
  const inPass = useSelector(actor, (s) => s.matches({ member: 'pass' }))
  const inTierInfo = useSelector(
    actor,
    (s) => s.matches({ member: 'tierInfo' }) || s.matches({ notMember: 'tierInfo' }),
  )
  const close = () => actor.send({ type: 'loyaltyClub.dialog.closed' })
  const historyOpen = useModalSlot('loyaltyClubBalanceHistory', inHistory, close)
  const passOpen = useModalSlot('loyaltyPass', inPass, close)
  const tierInfoOpen = useModalSlot('tierLevelInfo', inTierInfo, close)
  const inUpgrade = useSelector(actor, (s) => s.matches({ notMember: 'upgrade' }))
  const upgradeOpen = useModalSlot('upgradeAccount', inUpgrade, close)
  const points = (count: number) => i18n._(msg`${plural(count, { one: '# point', other: '# points' })}`)

  return (
    <section className={styles.main} aria-labelledby="club-heading" aria-busy={loading} data-testid="loyalty-club">
      <h1 id="club-heading" className={styles.heading}>
        {t`Kestrel Club`}
      </h1>
      {loading && <p role="status">{t`Loading…`}</p>}
      {failed && (
        <>
          <p className={styles.error} role="alert">{t`Your club membership could not be loaded.`}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'loyaltyClub.retried' })}>
            {t`Try again`}
          </Button>
        </>
      )}
      {isMember && data?.member && <MemberView data={data} points={points} send={actor.send} />}
      {data && !data.member && (
        <div className={club.clubCard} data-testid="club-invitation">
          <div className={club.band} aria-hidden="true" />
          <h2 className={styles.cardTitle}>{t`You are not a member of the Kestrel Club yet`}</h2>
          <p className={styles.muted}>
            {t`Members collect points with every purchase, move up from Bronze to Silver and Gold, and enjoy more with each tier.`}
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => actor.send({ type: 'loyaltyClub.upgrade.opened' })}>
              {t`Join the Kestrel Club`}
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: 'loyaltyClub.tierInfo.opened' })}>
              {t`How the club works`}
            </Button>
          </div>
        </div>
      )}
      {data && !data.member && <UpgradeDialog isOpen={upgradeOpen} onDismiss={close} actor={actor} />}
      {data?.member && <HistoryDialog isOpen={historyOpen} onDismiss={close} actor={actor} />}
      {data?.member && <PassDialog isOpen={passOpen} onDismiss={close} member={data.member} />}
      {data && <TierInfoDialog isOpen={tierInfoOpen} onDismiss={close} tiers={data.tiers} points={points} />}
    </section>
  )
}

type ClubActor = ReturnType<typeof useActorRef<typeof loyaltyClubMachine>>

function MemberView({
  data,
  points,
  send,
}: {
  data: Club
  points: (count: number) => string
  send: ClubActor['send']
}) {
  const { t, i18n } = useLingui()
  const member = data.member!
  const tierName = i18n._(TIER_NAMES[member.tier])
  const progress = progressToNextTier(data)
  const nextTierName = member.nextTier ? i18n._(TIER_NAMES[member.nextTier.name]) : null
  const toNext = member.nextTier ? t`${points(member.nextTier.pointsNeeded)} to ${nextTierName}` : null
  const order: TierName[] = ['Bronze', 'Silver', 'Gold']
  const benefits = order.slice(0, order.indexOf(member.tier) + 1).flatMap((tier) => TIER_BENEFITS[tier])
  const day = (value: string) => i18n.date(new Date(value), { day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <>
      <div className={club.clubCard} data-testid="club-card">
        <div className={club.band} aria-hidden="true" />
        <p className={styles.muted}>{`${member.firstName} ${member.lastName}`}</p>
        <p className={club.tier} data-testid="club-tier">
          {t`${tierName} member`}
        </p>
        <p className={styles.muted}>{t`Points balance`}</p>
        <p className={club.balance} data-testid="club-balance">
          {points(member.balance)}
        </p>
        <div
          className={club.progress}
          role="progressbar"
          aria-label={t`Progress to the next tier`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={toNext ?? t`Highest tier reached`}
          data-testid="club-progress"
        >
          <div className={club.progressFill} style={{ width: `${progress}%` }} />
        </div>
        <p data-testid="club-next-tier">{toNext ?? t`You have reached the highest tier.`}</p>
        <p className={styles.muted} data-testid="club-expiry">
          {member.nextExpiry
            ? t`${points(member.nextExpiry.points)} expire on ${day(member.nextExpiry.date)}`
            : t`None of your points are due to expire.`}
        </p>
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t`Your benefits`}</h2>
        <ul className={club.list}>
          {benefits.map((benefit) => (
            <li key={benefit.id}>{i18n._(benefit)}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => send({ type: 'loyaltyClub.history.opened' })}>
          {t`Balance history`}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'loyaltyClub.pass.opened' })}>
          {t`Membership pass`}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'loyaltyClub.tierInfo.opened' })}>
          {t`How the club works`}
        </Button>
      </div>
    </>
  )
}

function HistoryDialog({ isOpen, onDismiss, actor }: { isOpen: boolean; onDismiss: () => void; actor: ClubActor }) {
  const { t, i18n } = useLingui()
  const history = useSelector(actor, (s) => s.context.history)
  const loading = useSelector(actor, (s) => s.matches({ member: { history: 'loading' } }))
  const failed = useSelector(actor, (s) => s.matches({ member: { history: 'failed' } }))
  const day = (value: string) => i18n.date(new Date(value), { day: 'numeric', month: 'numeric', year: 'numeric' })
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Balance history`} closeLabel={t`Close`}>
      <div className={club.dialogBody} aria-busy={loading} data-testid="club-history">
        {loading && <p role="status">{t`Loading…`}</p>}
        {failed && (
          <>
            <p className={styles.error} role="alert">{t`The history could not be loaded.`}</p>
            <Button variant="secondary" onPress={() => actor.send({ type: 'loyaltyClub.history.retried' })}>
              {t`Try again`}
            </Button>
          </>
        )}
        {history && !loading && !failed && history.total === 0 && <p>{t`No points yet.`}</p>}
        {/* A page that failed to load is not shown as the page before it: only the failure and Try again. */}
        {history && !loading && !failed && history.total > 0 && (
          <>
            <table className={club.table}>
              <thead>
                <tr>
                  <th scope="col">{t`Date`}</th>
                  <th scope="col">{t`Entry`}</th>
                  <th scope="col">{t`Order`}</th>
                  <th scope="col">{t`Points`}</th>
                </tr>
              </thead>
              <tbody>
                {history.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{day(entry.date)}</td>
                    <td>{i18n._(ENTRY_TYPES[entry.type])}</td>
                    <td>{entry.orderNumber ?? '—'}</td>
                    <td>{entry.points > 0 ? `+${i18n.number(entry.points)}` : i18n.number(entry.points)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className={club.pager}>
              <Button
                variant="secondary"
                isDisabled={history.page <= 1}
                onPress={() => actor.send({ type: 'loyaltyClub.history.paged', page: history.page - 1 })}
              >
                {t`Previous`}
              </Button>
              <p className={styles.muted}>{t`Page ${history.page} of ${history.totalPages}`}</p>
              <Button
                variant="secondary"
                isDisabled={history.page >= history.totalPages}
                onPress={() => actor.send({ type: 'loyaltyClub.history.paged', page: history.page + 1 })}
              >
                {t`Next`}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  )
}

function PassDialog({
  isOpen,
  onDismiss,
  member,
}: {
  isOpen: boolean
  onDismiss: () => void
  member: NonNullable<Club['member']>
}) {
  const { t, i18n } = useLingui()
  const tierName = i18n._(TIER_NAMES[member.tier])
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Membership pass`} closeLabel={t`Close`}>
      <div className={club.dialogBody}>
        <div className={club.pass} data-testid="club-pass">
          <div className={club.band} aria-hidden="true" style={{ width: '100%' }} />
          <p className={club.tier}>{t`Kestrel Club`}</p>
          <p>{`${member.firstName} ${member.lastName}`}</p>
          <p>{t`${tierName} member`}</p>
          <p>
            {t`Member number`}: <strong data-testid="club-member-number">{member.customerNumber}</strong>
          </p>
          <img
            className={club.code}
            src={PASS_CODE_PATH}
            alt={t`Barcode of member number ${member.customerNumber}`}
            width={202}
            height={96}
          />
        </div>
        <p className={styles.muted}>{t`Show the code at the till in our stores to collect points there too.`}</p>
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => window.print()}>
            {t`Print`}
          </Button>
          <a className={styles.navLink} href={PASS_CODE_PATH} download="kestrel-club-pass.svg">
            {t`Download the code`}
          </a>
        </div>
      </div>
    </Modal>
  )
}

function TierInfoDialog({
  isOpen,
  onDismiss,
  tiers,
  points,
}: {
  isOpen: boolean
  onDismiss: () => void
  tiers: Club['tiers']
  points: (count: number) => string
}) {
  const { t, i18n } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`How the club works`} closeLabel={t`Close`}>
      <div className={club.dialogBody} data-testid="club-tier-info">
        <p>
          {t`You earn 1 point for every CZK 10 you pay for an order. Points of items you return are taken back, and points expire 365 days after you earn them.`}
        </p>
        {tiers.map((tier) => (
          <div key={tier.name}>
            <h3 className={styles.cardTitle}>
              {tier.threshold === 0
                ? i18n._(TIER_NAMES[tier.name])
                : t`${i18n._(TIER_NAMES[tier.name])}: from ${points(tier.threshold)}`}
            </h3>
            <ul className={club.list}>
              {TIER_BENEFITS[tier.name].map((benefit) => (
                <li key={benefit.id}>{i18n._(benefit)}</li>
              ))}
            </ul>
          </div>
        ))}
        <p className={styles.muted}>{t`Your tier counts every point you have earned, less the points of returns.`}</p>
      </div>
    </Modal>
  )
}

/** The upgradeAccount dialog (spec 2.6, 6): the club's terms, accepted before the customer joins. */
function UpgradeDialog({ isOpen, onDismiss, actor }: { isOpen: boolean; onDismiss: () => void; actor: ClubActor }) {
  const { t } = useLingui()
  const consent = useSelector(actor, (s) => s.context.consent)
  const joinError = useSelector(actor, (s) => s.context.joinError)
  const joining = useSelector(actor, (s) => s.matches({ notMember: { upgrade: 'joining' } }))
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={t`Join the Kestrel Club`} closeLabel={t`Close`}>
      <div className={club.dialogBody} aria-busy={joining} data-testid="club-upgrade">
        <p>{t`Membership is free. You collect 1 point for every CZK 10 you pay, and your tier brings more benefits as your points grow.`}</p>
        <ul className={club.list}>
          <li>{t`Points are earned on paid orders and taken back for returned items.`}</li>
          <li>{t`Points expire 365 days after you earn them.`}</li>
          <li>{t`We use your name, email and purchases to keep your points and send you the club’s offers.`}</li>
        </ul>
        <Checkbox
          isSelected={consent}
          isDisabled={joining}
          onChange={(accepted) => actor.send({ type: 'loyaltyClub.upgrade.consentChanged', accepted })}
        >
          {t`I accept the Kestrel Club terms`}
        </Checkbox>
        <div role="alert">
          {joinError === 'consent' && <p className={styles.error}>{t`Please accept the club’s terms to join.`}</p>}
          {joinError === 'join' && <p className={styles.error}>{t`You could not be enrolled. Please try again.`}</p>}
        </div>
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={joining}
            onPress={() => actor.send({ type: 'loyaltyClub.upgrade.submitted' })}
          >
            {joining ? t`Joining…` : t`Join`}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
