// @ts-nocheck
import fontkit from '@pdf-lib/fontkit'
import bwipjs from 'bwip-js/node'
import { readFile } from 'node:fs/promises'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { z } from 'zod'

const A6: [number, number] = [297.64, 419.53]
const MARGIN = 18

const text = z.string().max(200)
const address = z.object({
  name: text,
  street: text,
  postalCode: z.string().max(20),
  city: text,
  country: z.string().max(2),
})

/**
 * What a return label shows: the order, the parcel's carrier and number, from whom, to where, what is inside,
 * and the parcel shop the order was delivered to, when it was.
 */
export const returnLabelSchema = z
  .object({
    locale: z.enum(['cs-CZ', 'en']),
    orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
    returnId: z.string().max(64),
    trackingId: z.string().regex(/^[A-Za-z0-9]{4,30}$/, 'trackingId: letters and digits'),
    method: z.enum(['store', 'parcelShop', 'courier']),
    carrier: z.string().max(40).nullable(),
    createdAt: z.string().max(40),
    from: address,
    to: address,
    parcelShop: address.nullable().optional(),
    items: z
      .array(z.object({ name: text, quantity: z.number().int().min(1).max(999) }))
      .min(1)
      .max(50),
  })
  .strict()
type ReturnLabel = z.infer<typeof returnLabelSchema>

const words = {
  'cs-CZ': {
    title: 'Vrácení zboží',
    order: 'Objednávka',
    from: 'Odesílatel',
    to: 'Příjemce',
    items: 'Obsah zásilky',
    store: 'Předejte v kterékoli prodejně Kestrel',
    parcelShop: 'Podejte na výdejním místě',
    courier: 'Předejte kurýrovi',
    parcelShopBlock: 'Výdejní místo objednávky',
    note: 'Vytiskněte a nalepte štítek na balík. Zboží musí být nenošené.',
  },
  en: {
    title: 'Return',
    order: 'Order',
    from: 'Sender',
    to: 'Recipient',
    items: 'Contents',
    store: 'Hand in at any Kestrel store',
    parcelShop: 'Drop off at a parcel shop',
    courier: 'Hand to the courier',
    parcelShopBlock: 'Parcel shop of the order',
    note: 'Print the label and stick it on the parcel. Goods must be unworn.',
  },
} as const

/** DejaVu Sans (fonts/LICENSE), as the order documents use it: it has every Czech letter. */
let fontFiles: Promise<[Uint8Array, Uint8Array]> | null = null
const loadFonts = () =>
  (fontFiles ??= Promise.all([
    readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    readFile(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  ]))

/** The parcel number as a Code 128 barcode (PNG), the symbology the Czech carriers' labels carry. */
const barcodeOf = (trackingId: string) =>
  bwipjs.toBuffer({ bcid: 'code128', text: trackingId, scale: 3, height: 14, includetext: false })

/** An A6 return label: the carrier's barcode and parcel number, the order number, sender, recipient and contents. */
export async function renderReturnLabel(label: ReturnLabel): Promise<Uint8Array> {
  const say = words[label.locale]
  const created = new Date(label.createdAt)
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(`${say.title} – ${say.order} ${label.orderNumber}`)
  pdf.setAuthor('Kestrel')
  if (!Number.isNaN(created.getTime())) {
    pdf.setCreationDate(created)
    pdf.setModificationDate(created)
  }
  pdf.registerFontkit(fontkit)
  const [regularFile, boldFile] = await loadFonts()
  const regular = await pdf.embedFont(regularFile, { subset: true })
  const bold = await pdf.embedFont(boldFile, { subset: true })
  const page = pdf.addPage(A6)
  const write = (value: string, x: number, y: number, font: PDFFont = regular, size = 9) =>
    page.drawText(value.length > 60 ? `${value.slice(0, 59)}…` : value, { x, y, size, font })

  let y = A6[1] - MARGIN - 12
  write('KESTREL', MARGIN, y, bold, 14)
  write(say.title, A6[0] - MARGIN - bold.widthOfTextAtSize(say.title, 11), y, bold, 11)
  y -= 18
  write(`${say.order} ${label.orderNumber}`, MARGIN, y, bold, 11)
  y -= 14
  write(`${say[label.method]}${label.carrier ? ` · ${label.carrier}` : ''}`, MARGIN, y)

  const barcode = await pdf.embedPng(await barcodeOf(label.trackingId))
  const width = A6[0] - 2 * MARGIN
  const height = 60
  y -= height + 10
  page.drawImage(barcode, { x: MARGIN, y, width, height })
  y -= 14
  write(label.trackingId, (A6[0] - regular.widthOfTextAtSize(label.trackingId, 11)) / 2, y, regular, 11)

  y -= 12
  y = block(page, write, bold, say.from, label.from, y - 12)
  y = block(page, write, bold, say.to, label.to, y - 8)
  if (label.parcelShop) {
    const shop = label.parcelShop
    write(say.parcelShopBlock, MARGIN, (y -= 16), bold, 8)
    write(shop.name, MARGIN, (y -= 11))
    write([shop.street, `${shop.postalCode} ${shop.city}`].filter((part) => part.trim()).join(', '), MARGIN, (y -= 11))
  }
  y -= 18
  write(say.items, MARGIN, y, bold)
  // The contents stop above the note at the foot of the label.
  const room = Math.max(1, Math.floor((y - MARGIN - 12) / 11))
  for (const item of label.items.slice(0, Math.min(6, room))) write(`${item.quantity}× ${item.name}`, MARGIN, (y -= 11))
  write(say.note, MARGIN, MARGIN, regular, 7)
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: A6[0] - MARGIN,
    height: A6[1] - MARGIN,
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.8,
  })
  return pdf.save()
}

function block(
  page: PDFPage,
  write: (value: string, x: number, y: number, font?: PDFFont, size?: number) => unknown,
  bold: PDFFont,
  title: string,
  address: ReturnLabel['from'],
  top: number,
): number {
  let y = top
  write(title, MARGIN, y, bold, 8)
  for (const line of [address.name, address.street, `${address.postalCode} ${address.city}`, address.country].filter(
    (value) => value.trim(),
  ))
    write(line, MARGIN, (y -= 11))
  void page
  return y
}
