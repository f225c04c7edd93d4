import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal })

export const tabs = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const tabList = style({ display: 'flex', gap: vars.space.xxs, borderBottom: `1px solid ${vars.color.line}` })

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.ink, fontWeight: 600 },
    '&[data-hovered]': { background: vars.color.paperMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
})

export const tabPanel = style({
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
