// @ts-nocheck
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib'

const textOf = (stream: PDFObject | undefined): string =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''

/** A ToUnicode CMap: character code (hex, upper case) → the text it stands for. */
function readCMap(cmap: string): Map<string, string> {
  const codes = new Map<string, string>()
  const unicode = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le')
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      codes.set(from!.toUpperCase(), unicode(to!))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, start, end, to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(start!, 16)
      const base = parseInt(to!, 16)
      for (let code = first; code <= parseInt(end!, 16); code++)
        codes.set(
          code.toString(16).toUpperCase().padStart(start!.length, '0'),
          String.fromCodePoint(base + code - first),
        )
    }
  return codes
}

/**
 * The text a PDF's pages draw, one string per drawn run, as Unicode: each run read through its
 * font's ToUnicode map (an embedded font draws glyph ids), or as WinAnsi for a font without one.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  const runs: string[] = []
  for (const page of pdf.getPages()) {
    const fonts = new Map<string, Map<string, string> | null>()
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'))
    if (fontDict instanceof PDFDict)
      for (const [name, ref] of fontDict.entries()) {
        const font = pdf.context.lookup(ref)
        const cmap = font instanceof PDFDict ? textOf(font.lookup(PDFName.of('ToUnicode'))) : ''
        fonts.set(name.toString(), cmap ? readCMap(cmap) : null)
      }
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
    let font: Map<string, string> | null = null
    for (const content of streams.map(textOf))
      for (const match of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) font = fonts.get(match[1]) ?? null
        else if (font)
          runs.push((match[2]!.toUpperCase().match(/.{4}/g) ?? []).map((code) => font!.get(code) ?? '').join(''))
        else runs.push(Buffer.from(match[2]!, 'hex').toString('latin1'))
      }
  }
  return runs.join('\n')
}
