import type { Locale } from '@common/market'
import { colors, Heading, MailLayout, muted, text } from './layout'
import { mailMessages } from './messages'

export interface MailMoney {
  centAmount: number
  currencyCode: string
  fractionDigits: number
}

export interface OrderConfirmationProps {
  orderNumber: string
  firstName?: string | null | undefined
  lines: Array<{ name: string; sku?: string | null | undefined; quantity: number; total: MailMoney }>
  shipping?: { name: string; price: MailMoney } | null | undefined
  total: MailMoney
  vat?: MailMoney | null | undefined
}

/** An amount as the shop shows it: whole amounts without decimals (`2 499 Kč`), others with them. */
function formatMoney(money: MailMoney, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currencyCode,
    minimumFractionDigits: money.fractionDigits,
    maximumFractionDigits: money.fractionDigits,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(money.centAmount / 10 ** money.fractionDigits)
}

const cell = {
  padding: '8px 0',
  borderBottom: `1px solid ${colors.line}`,
  fontSize: '15px',
  color: colors.ink,
} as const

function OrderConfirmation({ locale, props }: { locale: Locale; props: OrderConfirmationProps }) {
  const t = mailMessages(locale).orderConfirmation
  const money = (amount: MailMoney) => formatMoney(amount, locale)
  return (
    <MailLayout locale={locale} title={t.subject(props.orderNumber)} preview={t.preview(props.orderNumber)}>
      <Heading>{t.heading}</Heading>
      <p style={text}>{t.greeting(props.firstName ?? null)}</p>
      <p style={text}>{t.body}</p>
      <p style={text}>
        {t.orderNumber}: <strong>{props.orderNumber}</strong>
      </p>
      <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
        <thead>
          <tr>
            <th scope="col" align="left" style={{ ...cell, color: colors.inkMuted, fontWeight: 400 }}>
              {t.item}
            </th>
            <th scope="col" align="right" style={{ ...cell, color: colors.inkMuted, fontWeight: 400 }}>
              {t.quantity}
            </th>
            <th scope="col" align="right" style={{ ...cell, color: colors.inkMuted, fontWeight: 400 }}>
              {t.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.lines.map((line, index) => (
            <tr key={index}>
              <td style={cell}>
                {line.name}
                {line.sku && (
                  <>
                    <br />
                    <span style={{ fontSize: '13px', color: colors.inkMuted }}>{line.sku}</span>
                  </>
                )}
              </td>
              <td align="right" style={cell}>
                {line.quantity}
              </td>
              <td align="right" style={{ ...cell, whiteSpace: 'nowrap' }}>
                {money(line.total)}
              </td>
            </tr>
          ))}
          {props.shipping && (
            <tr>
              <td style={cell} colSpan={2}>
                {t.shipping}: {props.shipping.name}
              </td>
              <td align="right" style={{ ...cell, whiteSpace: 'nowrap' }}>
                {props.shipping.price.centAmount === 0 ? t.free : money(props.shipping.price)}
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" align="left" colSpan={2} style={{ ...cell, fontSize: '17px', borderBottom: 'none' }}>
              {t.total}
            </th>
            <td align="right" style={{ ...cell, fontSize: '17px', fontWeight: 700, borderBottom: 'none' }}>
              {money(props.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {props.vat && (
        <p style={{ ...muted, textAlign: 'right' }}>
          {t.vat} {money(props.vat)}
        </p>
      )}
    </MailLayout>
  )
}

function orderConfirmationText(locale: Locale, props: OrderConfirmationProps): string {
  const t = mailMessages(locale).orderConfirmation
  const money = (amount: MailMoney) => formatMoney(amount, locale)
  return [
    t.heading,
    '',
    t.greeting(props.firstName ?? null),
    t.body,
    '',
    `${t.orderNumber}: ${props.orderNumber}`,
    '',
    ...props.lines.map(
      (line) => `${line.quantity} × ${line.name}${line.sku ? ` (${line.sku})` : ''}: ${money(line.total)}`,
    ),
    ...(props.shipping
      ? [
          `${t.shipping}: ${props.shipping.name}: ${props.shipping.price.centAmount === 0 ? t.free : money(props.shipping.price)}`,
        ]
      : []),
    '',
    `${t.total}: ${money(props.total)}`,
    ...(props.vat ? [`${t.vat} ${money(props.vat)}`] : []),
    '',
    '--',
    mailMessages(locale).footer,
  ].join('\n')
}

export const orderConfirmation = {
  subject: (locale: Locale, props: OrderConfirmationProps) =>
    mailMessages(locale).orderConfirmation.subject(props.orderNumber),
  element: (locale: Locale, props: OrderConfirmationProps) => <OrderConfirmation locale={locale} props={props} />,
  text: orderConfirmationText,
}
