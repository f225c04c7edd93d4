import type { ReactNode } from 'react'
import { BRAND, type Locale } from '@common/market'
import { mailMessages } from './messages'

/** The brand's look, as inline styles (mail clients drop style sheets): the shop's ink, paper and line colours. */
export const colors = {
  ink: '#1a1a1a',
  inkMuted: '#5c5c5c',
  paper: '#ffffff',
  paperMuted: '#f4f2ef',
  line: '#d9d6d0',
} as const
const font = "'Helvetica Neue', Helvetica, Arial, sans-serif"

export const text = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: colors.ink } as const
export const muted = { ...text, fontSize: '14px', lineHeight: '20px', color: colors.inkMuted } as const

/** The frame of every mail: a 600 px table layout with the wordmark, the content and the footer. */
export function MailLayout({
  locale,
  title,
  preview,
  children,
}: {
  locale: Locale
  title: string
  preview: string
  children: ReactNode
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.paperMuted, fontFamily: font }}>
        {/* The preview line mail clients show beside the subject. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colors.paperMuted }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '600px', backgroundColor: colors.paper, border: `1px solid ${colors.line}` }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: '24px 32px',
                          backgroundColor: colors.ink,
                          color: colors.paper,
                          fontSize: '22px',
                          fontWeight: 700,
                          letterSpacing: '4px',
                          textTransform: 'uppercase',
                        }}
                      >
                        {BRAND}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '32px', fontFamily: font }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 32px', borderTop: `1px solid ${colors.line}` }}>
                        <p style={{ ...muted, margin: 0, fontSize: '12px', lineHeight: '18px' }}>
                          {mailMessages(locale).footer}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: '0 0 24px', fontSize: '24px', lineHeight: '32px', color: colors.ink }}>{children}</h1>
}

/** A call to action as a link styled like the shop's primary button (black, white text). */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 24px' }}>
      <tbody>
        <tr>
          <td style={{ backgroundColor: colors.ink }}>
            <a
              href={href}
              style={{
                display: 'inline-block',
                padding: '14px 28px',
                color: colors.paper,
                fontSize: '16px',
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** The link again as text, for clients that do not show the button. */
export function LinkFallback({ locale, href }: { locale: Locale; href: string }) {
  return (
    <p style={muted}>
      {mailMessages(locale).linkFallback}
      <br />
      <a href={href} style={{ color: colors.ink, wordBreak: 'break-all' }}>
        {href}
      </a>
    </p>
  )
}
