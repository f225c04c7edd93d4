import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { FORM_FLAGS, withFlags } from '@common/shop-forms'
import type { SiteSettings } from '../../services/content'
import type { ContentLink as ContentLinkData } from '../../services/navigation'
import { useCookieSettings, useModalActor } from '../app/shop'
import { ContactDialogTrigger } from '../contact/ContactDialogTrigger'
import { AuthBlock } from './AuthBlock'
import { BackToTop } from './BackToTop'
import { ContentLink } from './ContentLink'
import { CONTENT_LINK_MODAL } from './content-link-modal'
import { DialogLink } from '../ui/DialogLink'
import { localHref } from '../../services/navigation-links'
import { CountrySelector } from './CountrySelector'
import * as styles from './Footer.css'
import { useFooter, useLayoutLocale } from './layout-context'
import { LocaleSwitcher } from './LocaleSwitcher'
import { NewsletterBlock } from './NewsletterBlock'
import { RichText } from './RichText'

/** The site footer of spec 2.5. */
export function Footer({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui()
  const footer = useFooter()
  const cookies = useCookieSettings()
  const features = settings.marketFeatures
  const lastGroup = footer.linkCollections.length - 1
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <NewsletterBlock
            policy={settings.kestrelNewsletter}
            extended={features.hasExtendedNewsletterForm}
            hasBotProtection={features.hasBotProtection}
          />
          <div className={styles.contact}>
            <RichText document={footer.contactInformation} className={styles.richText} />
            <RichText document={footer.customerService} className={styles.richText} />
            <p className={styles.richText}>
              <ContactDialogTrigger className={styles.textButton}>{t`Open the contact form`}</ContactDialogTrigger>
            </p>
          </div>
        </div>
        <nav aria-label={t`Footer`} className={styles.groups}>
          {footer.linkCollections.map((group, index) => (
            <section key={group.title} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul className={styles.groupLinks}>
                {group.links.map((link, linkIndex) => (
                  <li key={link.label}>
                    <FooterLink link={link} infoId={infoIdOf(index, linkIndex)} />
                  </li>
                ))}
                {index === lastGroup && (
                  <li>
                    <CookieSettingsLink onOpen={cookies.open} />
                  </li>
                )}
              </ul>
              {group.links.map((link, linkIndex) =>
                link.modal && !link.href ? (
                  <FooterLinkInfo
                    key={link.label}
                    link={link}
                    id={infoIdOf(index, linkIndex)}
                    back={`footer-group-${index}`}
                  />
                ) : null,
              )}
            </section>
          ))}
        </nav>
        <AuthBlock />
        <div className={styles.bottom}>
          <ul className={styles.social} aria-label={t`Social networks`}>
            {footer.socialLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} className={styles.footerLink}>
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
          <p className={styles.copyright}>{footer.copyright}</p>
          <LocaleSwitcher />
        </div>
        <CountrySelector />
      </div>
      {/* In the footer's landmark, where they belong: fixed in the corner, they are read after the footer's links. */}
      <BackToTop features={features} />
    </footer>
  )
}

/**
 * Spec 2.5's 'renew cookie': the cookie banner again. Before the page is interactive (and without scripts) a link to
 * this page with the banner open, whose accept all and reject all are forms the server takes.
 */
function CookieSettingsLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui()
  const here = useRouterState({ select: (state) => state.location.publicHref })
  return (
    <DialogLink
      href={withFlags(here, { [FORM_FLAGS.cookieSettings]: '1' })}
      className={styles.footerLink}
      onOpen={onOpen}
    >
      {t`Cookie settings`}
    </DialogLink>
  )
}

/** The id of a modal link's content shown in place (`FooterLinkInfo`). */
const infoIdOf = (group: number, link: number) => `footer-info-${group}-${link}`

function FooterLink({ link, infoId }: { link: ContentLinkData; infoId: string }) {
  if (link.modal) return <FooterModalLink link={link} infoId={infoId} />
  return link.href ? (
    <ContentLink href={link.href} className={styles.footerLink}>
      {link.label}
    </ContentLink>
  ) : (
    <span>{link.label}</span>
  )
}

/**
 * Spec 2.5: a footer link that opens its content in a modal. Before the code has started (and without scripts) it
 * is a link to what the modal shows: the page of its own (the legal pages), or else the same content in place
 * below its group (`FooterLinkInfo`); once the page is interactive, the modal's button.
 */
function FooterModalLink({ link, infoId }: { link: ContentLinkData; infoId: string }) {
  const modal = useModalActor()
  const locale = useLayoutLocale()
  const open = () => modal.send({ type: 'modal.opened', name: 'base', props: { kind: CONTENT_LINK_MODAL, link } })
  return (
    <DialogLink
      href={link.href ? localHref(link.href, locale) : `#${infoId}`}
      className={styles.footerLink}
      onOpen={open}
    >
      {link.label}
    </DialogLink>
  )
}

/**
 * What a modal link without a page shows, in place below its group: hidden until the address names it (the link
 * followed before the code has started), with a link back to the group. Once interactive, the modal shows it.
 */
function FooterLinkInfo({ link, id, back }: { link: ContentLinkData; id: string; back: string }) {
  const { t } = useLingui()
  return (
    <section id={id} className={styles.info} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.infoTitle}>
        {link.label}
      </h3>
      {link.description && <p>{link.description}</p>}
      {link.descriptionRichText && <RichText document={link.descriptionRichText} className={styles.richText} />}
      <a href={`#${back}`} className={styles.footerLink}>
        {t`Close`}
      </a>
    </section>
  )
}
