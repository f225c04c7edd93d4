// @ts-nocheck
import type { SideView } from './footwear'
import type { Palette } from './palette'

/** Front views of leather goods and accessories on a 1200×1200 canvas, standing on y ≈ 860. */
const outline = (p: Palette) => `stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"`
const stitch = (d: string, p: Palette) =>
  `<path d="${d}" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="14 10"/>`

export const bag: SideView = (p) => `
  <path d="M430 460 C430 300 770 300 770 460" fill="none" stroke="${p.secondary}" stroke-width="34"/>
  <path d="M300 460 L900 460 L960 860 L240 860 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M300 460 L900 460 L880 560 L320 560 Z" fill="${p.light}" ${outline(p)}/>
  <rect x="560" y="540" width="80" height="56" rx="10" fill="${p.secondary}" ${outline(p)}/>
  ${stitch('M270 830 L930 830', p)}`

export const backpack: SideView = (p) => `
  <path d="M470 300 C470 220 730 220 730 300" fill="none" stroke="${p.secondary}" stroke-width="26"/>
  <rect x="340" y="290" width="520" height="580" rx="120" fill="${p.primary}" ${outline(p)}/>
  <path d="M340 450 C340 330 860 330 860 450" fill="none" stroke="${p.ink}" stroke-width="6"/>
  <rect x="420" y="600" width="360" height="230" rx="50" fill="${p.light}" ${outline(p)}/>
  <path d="M440 640 L760 640" stroke="${p.secondary}" stroke-width="12"/>
  <rect x="470" y="420" width="60" height="140" rx="14" fill="${p.secondary}"/>
  <rect x="670" y="420" width="60" height="140" rx="14" fill="${p.secondary}"/>`

export const wallet: SideView = (p) => `
  <rect x="260" y="400" width="680" height="440" rx="36" fill="${p.primary}" ${outline(p)}/>
  <rect x="300" y="340" width="300" height="190" rx="14" fill="${p.secondary}" ${outline(p)}/>
  <rect x="330" y="370" width="300" height="190" rx="14" fill="${p.light}" ${outline(p)}/>
  <path d="M260 560 L940 560" stroke="${p.ink}" stroke-width="6"/>
  ${stitch('M290 430 L910 430 L910 810 L290 810 Z', p)}`

export const belt: SideView = (p) => `
  <ellipse cx="600" cy="640" rx="330" ry="210" fill="none" stroke="${p.primary}" stroke-width="90"/>
  <ellipse cx="600" cy="640" rx="330" ry="210" fill="none" stroke="${p.ink}" stroke-width="4" stroke-dasharray="12 10"/>
  <path d="M600 430 L1010 430" stroke="${p.primary}" stroke-width="90"/>
  <rect x="230" y="560" width="120" height="170" rx="16" fill="none" stroke="${p.secondary}" stroke-width="22"/>
  <path d="M290 570 L290 720" stroke="${p.secondary}" stroke-width="14"/>
  ${[760, 830, 900].map((x) => `<circle cx="${x}" cy="430" r="10" fill="${p.ink}"/>`).join('')}`

export const care: SideView = (p) => `
  <rect x="330" y="420" width="220" height="440" rx="40" fill="${p.primary}" ${outline(p)}/>
  <rect x="390" y="330" width="100" height="100" rx="12" fill="${p.secondary}" ${outline(p)}/>
  <rect x="350" y="560" width="180" height="160" rx="14" fill="${p.light}"/>
  <path d="M640 700 L940 700 L940 780 L640 780 Z" fill="${p.secondary}" ${outline(p)}/>
  ${[660, 700, 740, 780, 820, 860, 900].map((x) => `<path d="M${x} 780 L${x} 860" stroke="${p.secondaryInk}" stroke-width="12"/>`).join('')}
  <ellipse cx="790" cy="620" rx="130" ry="40" fill="${p.primary}" ${outline(p)}/>`

export const giftwrap: SideView = (p) => `
  <rect x="300" y="480" width="600" height="380" rx="12" fill="${p.primary}" ${outline(p)}/>
  <rect x="270" y="420" width="660" height="100" rx="12" fill="${p.light}" ${outline(p)}/>
  <rect x="560" y="420" width="80" height="440" fill="${p.secondary}"/>
  <path d="M600 420 C520 300 400 330 460 400 C490 430 560 430 600 420 C640 430 710 430 740 400 C800 330 680 300 600 420 Z" fill="${p.secondary}" ${outline(p)}/>`
