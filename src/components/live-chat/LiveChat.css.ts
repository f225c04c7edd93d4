import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0, width: 'min(32rem, calc(100vw - 3rem))' })

export const text = style({ margin: 0, fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.inkMuted, minHeight: '1.25rem' })

export const log = style({
  padding: vars.space.xs,
  height: 'min(22rem, 45vh)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paperMuted,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: '100%',
})

export const empty = style({ margin: 'auto', padding: vars.space.md, textAlign: 'center', color: vars.color.inkMuted })

export const message = style({
  maxWidth: '85%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: {
    '&[data-author="visitor"]': { alignSelf: 'flex-end', background: vars.color.ink, color: vars.color.paper },
  },
})

export const meta = style({ display: 'block', fontSize: vars.fontSize.xs, marginTop: vars.space.xxs, opacity: 0.85 })

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
})

export const form = style({ display: 'grid', gap: vars.space.xs })

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })

export const textarea = style({
  minHeight: '4.5rem',
  padding: vars.space.sm,
  font: 'inherit',
  resize: 'vertical',
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { '&[data-focused], &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
})

export const typing = style({ margin: 0, fontSize: vars.fontSize.sm, fontStyle: 'italic', minHeight: '1.25rem' })
