// @ts-nocheck
import fontkit from '@pdf-lib/fontkit'
import { readFile } from 'node:fs/promises'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { labels } from './labels'
import type { OrderSummary, SummaryAddress } from './order-summary'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const ROWS_PER_PAGE = 28
const grey = rgb(0.4, 0.4, 0.4)

/**
 * DejaVu Sans (fonts/LICENSE), embedded as a subset: the standard PDF fonts speak WinAnsi only and
 * would lose the Czech letters outside it (ř, ě, č, ů …). Read once per process.
 */
let fontFiles: Promise<[Uint8Array, Uint8Array]> | null = null
const loadFonts = () =>
  (fontFiles ??= Promise.all([
    readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    readFile(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  ]))

/** A letter the font lacks falls back to its base letter rather than failing the whole document. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...text.replace(/[\u00a0\u202f\u2009]/g, ' ')]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : char.normalize('NFD').replace(/\p{M}/gu, '')))
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('')
}

/** An A4 order summary: addresses, line items (paged), shipping, total and VAT. */
export async function renderOrderPdf(orderNumber: string, order: OrderSummary): Promise<Uint8Array> {
  const text = labels[order.locale]
  const money = new Intl.NumberFormat(order.locale, { style: 'currency', currency: order.currency })
  const amount = (centAmount: number) => money.format(centAmount / 100)
  const created = new Date(order.createdAt)

  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(`${text.title} ${orderNumber}`)
  pdf.setAuthor('Kestrel')
  pdf.setCreationDate(created)
  pdf.setModificationDate(created)
  pdf.registerFontkit(fontkit)
  const [regularFile, boldFile] = await loadFonts()
  const regular = await pdf.embedFont(regularFile, { subset: true })
  const bold = await pdf.embedFont(boldFile, { subset: true })
  const write = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const safe = printable(font, value)
    page.drawText(safe, { x: options.right ? x - font.widthOfTextAtSize(safe, size) : x, y, size, font })
  }

  const chunks: OrderSummary['lineItems'][] = []
  for (let start = 0; start < order.lineItems.length; start += ROWS_PER_PAGE)
    chunks.push(order.lineItems.slice(start, start + ROWS_PER_PAGE))
  const right = A4[0] - MARGIN
  chunks.forEach((items, pageIndex) => {
    const page = pdf.addPage(A4)
    let y = A4[1] - MARGIN
    write(page, 'KESTREL', MARGIN, y, { font: bold, size: 18 })
    write(page, `${text.title} ${orderNumber}`, right, y, { font: bold, size: 14, right: true })
    y -= 18
    write(page, `${text.date}: ${created.toLocaleDateString(order.locale, { timeZone: 'Europe/Prague' })}`, right, y, {
      right: true,
    })
    if (pageIndex === 0) {
      y -= 30
      y = writeAddresses(page, write, text, order, y)
    }
    y -= 24
    for (const [label, x, alignRight] of [
      [text.item, MARGIN, false],
      [text.quantity, 360, true],
      [text.unitPrice, 450, true],
      [text.total, right, true],
    ] as const) {
      write(page, label, x, y, { font: bold, right: alignRight })
    }
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: grey })
    for (const item of items) {
      y -= 16
      write(page, item.name.length > 48 ? `${item.name.slice(0, 47)}…` : item.name, MARGIN, y)
      write(page, String(item.quantity), 360, y, { right: true })
      write(page, amount(item.unitPrice), 450, y, { right: true })
      write(page, amount(item.totalPrice), right, y, { right: true })
      if (item.sku) write(page, item.sku, MARGIN, y - 9, { size: 7 })
      y -= 4
    }
    if (pageIndex === chunks.length - 1) writeTotals(page, write, text, order, amount, y - 16, right)
    write(page, text.footer, MARGIN, MARGIN - 20, { size: 8 })
    write(page, `${text.page} ${pageIndex + 1}/${chunks.length}`, right, MARGIN - 20, { size: 8, right: true })
  })
  return pdf.save()
}

type Write = (
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  options?: { font?: PDFFont; size?: number; right?: boolean },
) => void
type Labels = (typeof labels)[keyof typeof labels]

function writeAddresses(page: PDFPage, write: Write, text: Labels, order: OrderSummary, top: number): number {
  let lowest = top
  const blocks: [string, SummaryAddress | undefined, number][] = [
    [text.shipping, order.shippingAddress, MARGIN],
    [text.billing, order.billingAddress ?? order.shippingAddress, 320],
  ]
  for (const [title, address, x] of blocks) {
    if (!address) continue
    let y = top
    write(page, title, x, y, { size: 11 })
    const lines = [
      [address.firstName, address.lastName].filter(Boolean).join(' '),
      address.company,
      address.streetName,
      address.additionalAddressInfo,
      [address.postalCode, address.city].filter(Boolean).join(' '),
      address.country,
    ].filter((line): line is string => Boolean(line))
    for (const line of lines) write(page, line, x, (y -= 14))
    lowest = Math.min(lowest, y)
  }
  if (order.email) write(page, order.email, MARGIN, (lowest -= 14))
  return lowest
}

function writeTotals(
  page: PDFPage,
  write: Write,
  text: Labels,
  order: OrderSummary,
  amount: (cents: number) => string,
  top: number,
  right: number,
) {
  let y = top
  if (order.shipping) {
    write(page, `${text.delivery}: ${order.shipping.name}`, MARGIN, y)
    write(page, amount(order.shipping.price), right, y, { right: true })
    y -= 18
  }
  write(page, text.grandTotal, MARGIN, y, { size: 12 })
  write(page, amount(order.totalPrice), right, y, { size: 12, right: true })
  if (order.taxAmount !== undefined)
    write(page, `${text.tax} ${amount(order.taxAmount)}`, right, (y -= 14), { right: true })
  if (order.paymentMethod) write(page, `${text.payment}: ${order.paymentMethod}`, MARGIN, (y -= 14))
}
