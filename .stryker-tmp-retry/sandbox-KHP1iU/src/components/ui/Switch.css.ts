// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  minHeight: '24px',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'default' } },
})
export const track = style({
  position: 'relative',
  inlineSize: '2.75rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.inkMuted,
  transition: 'background 150ms',
  flex: 'none',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.success },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.1875rem',
  insetInlineStart: '0.1875rem',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: '50%',
  background: vars.color.paper,
  transition: 'transform 150ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1.25rem)' } },
})
