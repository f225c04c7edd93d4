import { useLingui } from '@lingui/react/macro'
import type { SiteSettings } from '../../services/content'
import type { ContentLink as ContentLinkData } from '../../services/navigation'
import { useCookieSettings, useModalActor } from '../app/shop'
import { ContactDialogTrigger } from '../contact/ContactDialogTrigger'
import { AuthBlock } from './AuthBlock'
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
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
                {index === lastGroup && (
                  <li>
                    <button type="button" className={styles.textButton} onClick={() => cookies.open()}>
                      {t`Cookie settings`}
                    </button>
                  </li>
                )}
              </ul>
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
    </footer>
  )
}

function FooterLink({ link }: { link: ContentLinkData }) {
  if (link.modal) return <FooterModalLink link={link} />
  return link.href ? (
    <ContentLink href={link.href} className={styles.footerLink}>
      {link.label}
    </ContentLink>
  ) : (
    <span>{link.label}</span>
  )
}

/**
 * Spec 2.5: a footer link that opens its content in a modal. One with a page of its own (the legal pages) is a
 * link to that page before the code has started (and without scripts), and the modal's button once the page is
 * interactive; one without a page is the modal's button alone.
 */
function FooterModalLink({ link }: { link: ContentLinkData }) {
  const modal = useModalActor()
  const locale = useLayoutLocale()
  const open = () => modal.send({ type: 'modal.opened', name: 'base', props: { kind: CONTENT_LINK_MODAL, link } })
  if (!link.href)
    return (
      <button type="button" className={styles.textButton} aria-haspopup="dialog" onClick={open}>
        {link.label}
      </button>
    )
  return (
    <DialogLink href={localHref(link.href, locale)} className={styles.footerLink} onOpen={open}>
      {link.label}
    </DialogLink>
  )
}
