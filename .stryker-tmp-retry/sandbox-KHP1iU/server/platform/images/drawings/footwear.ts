// @ts-nocheck
import type { Palette } from './palette'

/** Side views of footwear on a 1200×1200 canvas, toe to the right, standing on y ≈ 820. */
export type SideView = (p: Palette) => string

const laces = (p: Palette, points: ReadonlyArray<readonly [number, number]>) =>
  points
    .map(
      ([x, y]) =>
        `<path d="M${x - 34} ${y - 14} L${x + 34} ${y + 14}" stroke="${p.secondary}" stroke-width="14" stroke-linecap="round"/>`,
    )
    .join('')

const stitch = (d: string, p: Palette) =>
  `<path d="${d}" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="14 10"/>`

const outline = (p: Palette) => `stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"`

export const sneaker: SideView = (p) => `
  <path d="M200 760 C190 640 230 540 300 510 L420 530 C480 548 540 530 590 470 L660 440 C760 490 860 560 940 600 C1010 636 1030 700 1010 760 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M320 700 C480 690 640 620 760 560" fill="none" stroke="${p.secondary}" stroke-width="34" stroke-linecap="round"/>
  ${laces(p, [
    [640, 500],
    [700, 530],
    [760, 562],
    [820, 594],
  ])}
  <path d="M180 760 L1030 760 C1040 800 1020 830 990 830 L210 830 C180 830 170 790 180 760 Z" fill="${p.secondary}" ${outline(p)}/>
  ${stitch('M230 740 L990 740', p)}`

export const kids: SideView = (p) => `
  <path d="M240 750 C230 630 270 560 340 540 L460 550 C520 560 560 540 600 500 C720 520 860 580 940 640 C990 680 990 720 980 750 Z" fill="${p.primary}" ${outline(p)}/>
  <rect x="560" y="560" width="240" height="56" rx="26" fill="${p.secondary}" ${outline(p)} transform="rotate(18 680 588)"/>
  <rect x="520" y="640" width="240" height="56" rx="26" fill="${p.secondary}" ${outline(p)} transform="rotate(12 640 668)"/>
  <circle cx="360" cy="650" r="40" fill="${p.light}"/>
  <path d="M210 750 L1000 750 C1020 800 1000 840 960 840 L250 840 C210 840 196 800 210 750 Z" fill="${p.secondary}" ${outline(p)}/>`

export const golf: SideView = (p) => `
  ${sneaker(p)}
  <path d="M600 520 L690 470 L720 560 L640 600 Z" fill="${p.secondary}" ${outline(p)}/>
  ${[260, 380, 520, 660, 800, 920].map((x) => `<path d="M${x} 830 L${x + 14} 862 L${x + 28} 830 Z" fill="${p.ink}"/>`).join('')}`

export const formal: SideView = (p) => `
  <path d="M220 770 C210 660 240 590 300 570 L440 580 C520 590 580 570 640 540 C780 560 920 620 1010 690 C1050 720 1050 760 1030 770 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M560 560 C620 640 700 700 800 716" fill="none" stroke="${p.ink}" stroke-width="6"/>
  ${stitch('M300 600 C420 610 520 600 640 560', p)}
  ${laces(p, [
    [600, 575],
    [650, 592],
  ])}
  <path d="M210 770 L1040 770 L1040 800 L210 800 Z" fill="${p.secondaryInk}"/>
  <path d="M220 800 L360 800 L350 840 L230 840 Z" fill="${p.secondaryInk}" ${outline(p)}/>`

export const loafer: SideView = (p) => `
  <path d="M220 770 C210 680 240 620 300 610 L470 630 C560 640 620 610 680 590 C800 600 930 650 1010 710 C1040 735 1040 765 1020 770 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M600 615 C660 650 760 660 860 640" fill="none" stroke="${p.secondary}" stroke-width="30" stroke-linecap="round"/>
  <rect x="700" y="630" width="54" height="26" rx="8" fill="${p.light}"/>
  ${stitch('M640 600 C760 600 880 640 960 700', p)}
  <path d="M210 770 L1030 770 L1030 800 L210 800 Z" fill="${p.secondary}"/>
  <path d="M220 800 L340 800 L336 830 L226 830 Z" fill="${p.secondaryInk}"/>`

export const heel: SideView = (p) => `
  <path d="M270 520 C320 500 380 520 420 560 C520 660 640 700 760 700 C880 700 980 720 1010 760 C1020 790 990 800 960 800 L700 800 C560 790 430 700 330 640 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M270 520 C250 560 260 620 330 640" fill="${p.light}" ${outline(p)}/>
  <path d="M300 640 L330 640 L350 830 L318 830 Z" fill="${p.secondary}" ${outline(p)}/>
  <path d="M700 800 L960 800" stroke="${p.secondaryInk}" stroke-width="12"/>
  <path d="M420 560 C460 600 520 620 560 620" fill="none" stroke="${p.secondary}" stroke-width="16" stroke-linecap="round"/>`

export const sandal: SideView = (p) => `
  <path d="M200 760 C260 740 900 740 1010 750 C1040 770 1030 810 990 812 L230 812 C190 810 180 775 200 760 Z" fill="${p.secondary}" ${outline(p)}/>
  <path d="M240 750 C240 660 300 620 360 640 C380 680 380 720 370 750" fill="none" stroke="${p.primary}" stroke-width="40" stroke-linecap="round"/>
  <path d="M560 748 C600 640 720 620 780 660 C820 690 840 720 850 748" fill="none" stroke="${p.primary}" stroke-width="46" stroke-linecap="round"/>
  <path d="M380 700 C460 660 540 660 600 690" fill="none" stroke="${p.primary}" stroke-width="30" stroke-linecap="round"/>
  <circle cx="380" cy="690" r="20" fill="${p.light}" ${outline(p)}/>`

export const boot: SideView = (p) => `
  <path d="M260 760 L260 260 C260 230 290 220 320 220 L520 220 C550 220 560 240 560 270 L560 520 C640 560 800 600 930 630 C1010 650 1030 710 1010 760 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M260 300 L560 300" stroke="${p.ink}" stroke-width="6"/>
  <path d="M420 230 L420 560" stroke="${p.secondary}" stroke-width="10" stroke-dasharray="24 14"/>
  ${stitch('M280 740 L990 740', p)}
  <path d="M240 760 L1030 760 C1040 800 1020 830 990 830 L250 830 C230 830 226 790 240 760 Z" fill="${p.secondary}" ${outline(p)}/>
  <rect x="250" y="760" width="160" height="80" fill="${p.secondaryInk}"/>`

export const outdoor: SideView = (p) => `
  <path d="M230 760 C220 600 250 420 300 380 L540 380 C570 400 580 440 580 480 C660 530 820 580 930 610 C1010 640 1030 700 1010 760 Z" fill="${p.primary}" ${outline(p)}/>
  <path d="M230 640 C420 660 700 640 1000 700 L1010 760 L230 760 Z" fill="${p.secondary}" opacity="0.85"/>
  ${[
    [560, 420],
    [590, 470],
    [630, 520],
    [680, 550],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${p.light}" ${outline(p)}/>`)
    .join('')}
  ${laces(p, [
    [575, 445],
    [610, 495],
    [655, 535],
  ])}
  <path d="M210 760 L1030 760 C1040 800 1020 850 990 850 L230 850 C200 850 196 800 210 760 Z" fill="${p.secondaryInk}" ${outline(p)}/>
  ${[260, 350, 440, 530, 620, 710, 800, 890, 970].map((x) => `<rect x="${x}" y="838" width="44" height="24" fill="${p.ink}"/>`).join('')}`

export const socks: SideView = (p) => `
  <path d="M420 260 L640 260 L640 640 C640 660 660 680 690 690 L900 740 C980 760 990 860 900 870 L560 870 C470 870 420 820 420 740 Z" fill="${p.primary}" ${outline(p)}/>
  <rect x="420" y="260" width="220" height="90" fill="${p.secondary}" ${outline(p)}/>
  ${[380, 430, 480, 530].map((y) => `<path d="M420 ${y} L640 ${y}" stroke="${p.secondary}" stroke-width="18"/>`).join('')}
  <path d="M840 740 C930 750 960 850 880 870 L860 870 C900 830 880 760 840 740 Z" fill="${p.secondary}"/>
  <path d="M420 780 C440 850 500 870 560 870 L600 870 C520 840 480 800 470 760 Z" fill="${p.secondary}"/>`
