// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const clubCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  minWidth: 0,
})
/** The club's gradient (spec 9: turquoise, purple, blue), as a band above the card's text. */
export const band = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  backgroundImage: `linear-gradient(90deg, ${vars.color.clubTurquoise}, ${vars.color.clubPurple}, ${vars.color.clubBlue})`,
})
export const tier = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: 700 })
export const balance = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 })
export const progress = style({
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.paperMuted,
  border: `1px solid ${vars.color.line}`,
  overflow: 'hidden',
})
export const progressFill = style({
  height: '100%',
  backgroundImage: `linear-gradient(90deg, ${vars.color.clubTurquoise}, ${vars.color.clubPurple}, ${vars.color.clubBlue})`,
})
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.line}`,
})
globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'end', whiteSpace: 'nowrap' })
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const pass = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
})
export const code = style({ width: '100%', maxWidth: '18rem', height: 'auto', background: '#ffffff' })
export const dialogBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
/**
 * Printed while the pass is open, the pass is all there is on the paper: everything else keeps its place
 * unseen, and the pass, with its band in colour, goes to the top of the page.
 */
globalStyle(`body:has(${pass}) *`, { '@media': { print: { visibility: 'hidden' } } })
globalStyle(`body:has(${pass}) ${pass}, body:has(${pass}) ${pass} *`, {
  '@media': { print: { visibility: 'visible' } },
})
globalStyle(`body:has(${pass}) ${pass}`, {
  '@media': {
    print: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, insetInlineEnd: 0, border: 'none' },
  },
})
globalStyle(`${pass} ${band}`, { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' })
