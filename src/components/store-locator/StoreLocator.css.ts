import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { onePageRules, textRules } from '../ui/Page.css'

export { heading } from '../ui/Page.css'

export const page = style({ ...onePageRules, maxWidth: vars.layout.maxWidth })

export const text = style({ ...textRules, maxWidth: '40rem' })

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  maxWidth: '40rem',
})

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })

export const status = style({ margin: 0, fontWeight: 600 })

export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: 600 })

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
})

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  scrollMarginTop: '6rem',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.ink, boxShadow: `0 0 0 1px ${vars.color.ink}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
})

export const storeName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const distance = style({ fontWeight: 600, whiteSpace: 'nowrap' })

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' })

export const open = style({ margin: 0, fontWeight: 600, color: vars.color.success })

export const closed = style({ margin: 0, fontWeight: 600, color: vars.color.danger })

export const hours = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, width: '100%', maxWidth: '22rem' })

globalStyle(`${hours} th, ${hours} td`, { textAlign: 'start', padding: `2px ${vars.space.xs} 2px 0`, fontWeight: 400 })

export const today = style({ fontWeight: 700, background: vars.color.paperMuted })

globalStyle(`${today} th, ${today} td`, { fontWeight: 700 })

export const services = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})

export const service = style({
  padding: `2px ${vars.space.xs}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const mapSection = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { 'screen and (min-width: 992px)': { position: 'sticky', top: vars.space.md } },
})

export const map = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
})

export const mapSvg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'hidden' })

export const country = style({ fill: vars.color.paperMuted, stroke: vars.color.inkMuted, strokeWidth: 1 })

// A ring around the place searched, so the pins standing on it leave it visible.
export const origin = style({ fill: vars.color.focus, fillOpacity: 0.2, stroke: vars.color.focus, strokeWidth: 2.5 })

export const pin = style({
  position: 'absolute',
  width: '1.5rem',
  height: '1.5rem',
  marginLeft: '-0.75rem',
  marginTop: '-1.5rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.ink,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.sale, zIndex: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px', zIndex: 2 },
  },
})

export const pinIcon = style({ display: 'block', width: '100%', height: '100%' })

export const mapNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
