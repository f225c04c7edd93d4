// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })

/** The same box as the text fields: 44 px high, ink-muted border, the focus ring on keyboard focus. */
export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  width: '100%',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.paperMuted, color: vars.color.inkMuted },
  },
})
export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.inkMuted } },
})
/** A chevron drawn with two borders. */
export const chevron = style({
  flex: 'none',
  width: '8px',
  height: '8px',
  marginTop: '-4px',
  borderRight: `2px solid currentColor`,
  borderBottom: `2px solid currentColor`,
  transform: 'rotate(45deg)',
})
export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 6px 24px rgb(0 0 0 / 0.15)',
  maxHeight: '18rem',
  overflow: 'auto',
})
export const listBox = style({ outline: 'none', padding: vars.space.xxs })
export const option = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.ink,
  selectors: {
    '&[data-focused]': { background: vars.color.paperMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
})
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted })
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })

/** The closed select's form field: present for the form and the browser's autofill, never seen. */
export const hiddenField = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
})
