import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const chart = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

// The table scrolls inside its region: the page itself never grows wider than the phone.
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  whiteSpace: 'nowrap',
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.sm}`,
})

const cellBase = { padding: `${vars.space.xs} ${vars.space.sm}`, minWidth: '3.25rem' } as const

export const row = style({ borderTop: `1px solid ${vars.color.line}` })

const striped = { [`${row}:nth-child(even) &`]: { background: vars.color.paperMuted } }

export const columnHeader = style({
  ...cellBase,
  background: vars.color.paperMuted,
  borderBottom: `1px solid ${vars.color.ink}`,
  fontWeight: 600,
  selectors: { '&:first-child': { position: 'sticky', left: 0, zIndex: 1 } },
})

// The EU column stays in view while the other conventions scroll past it.
export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  left: 0,
  background: vars.color.paper,
  fontWeight: 600,
  borderRight: `1px solid ${vars.color.line}`,
  selectors: striped,
})

export const cell = style({ ...cellBase, selectors: striped })

export const legend = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
