/**
 * Reads a Code 128 barcode drawn as SVG (vertical bars as stroked lines, as bwip-js draws them) back
 * to its text: the bars' edges give the run of bar and space widths, each symbol is six runs of eleven
 * modules, looked up in the symbology's table (ISO/IEC 15417), and the check symbol is verified.
 */
// @ts-nocheck

const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
]
const STOP = '2331112'

export function decodeCode128Svg(svg: string): string {
  const bars: Array<[number, number]> = []
  for (const path of svg.matchAll(/<path stroke="[^"]+" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1])
    for (const line of path[2]!.matchAll(/M([\d.]+) [\d.]+L[\d.]+ [\d.]+/g)) {
      const center = Number(line[1])
      bars.push([center - width / 2, center + width / 2])
    }
  }
  bars.sort((a, b) => a[0] - b[0])
  if (bars.length < 3) throw new Error('no barcode in the SVG')
  const runs: number[] = []
  bars.forEach(([start, end], index) => {
    if (index > 0) runs.push(start - bars[index - 1]![1])
    runs.push(end - start)
  })
  const module = Math.min(...runs)
  const widths = runs.map((run) => Math.round(run / module)).join('')
  if (!widths.endsWith(STOP)) throw new Error('no stop symbol')
  const symbols: number[] = []
  for (let at = 0; at < widths.length - STOP.length; at += 6) {
    const value = PATTERNS.indexOf(widths.slice(at, at + 6))
    if (value < 0) throw new Error(`unknown symbol ${widths.slice(at, at + 6)} at ${at}`)
    symbols.push(value)
  }
  const [start, ...rest] = symbols
  const check = rest.pop()
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start!)
  if (sum % 103 !== check) throw new Error('check symbol does not match')
  let set = start === 103 ? 'A' : start === 104 ? 'B' : start === 105 ? 'C' : null
  if (!set) throw new Error('no start symbol')
  let text = ''
  for (const value of rest) {
    if (set === 'C') {
      if (value < 100) text += String(value).padStart(2, '0')
      else if (value === 100) set = 'B'
      else if (value === 101) set = 'A'
      else throw new Error(`unexpected ${value} in code set C`)
    } else if (value === 99) set = 'C'
    else if (set === 'B' && value === 101) set = 'A'
    else if (set === 'A' && value === 100) set = 'B'
    else if (value < 64) text += String.fromCharCode(32 + value)
    else if (set === 'B' && value < 96) text += String.fromCharCode(32 + value)
    else if (set === 'A' && value < 96) text += String.fromCharCode(value - 64)
    else throw new Error(`unexpected ${value} in code set ${set}`)
  }
  return text
}
