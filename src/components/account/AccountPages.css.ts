import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const page = style({
  maxWidth: '36rem',
  margin: '0 auto',
  // The gutters are the layout's (`SiteLayout.css.ts`, `main`).
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
})

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })

export const subheading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg })

export const section = style({ display: 'grid', gap: vars.space.md })

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
})

export const meter = style({ display: 'grid', gap: vars.space.xxs })

export const meterBar = style({
  height: '0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.paperMuted,
  overflow: 'hidden',
})

export const meterFill = style({ height: '100%', background: vars.color.ink, transition: 'width 0.2s' })

export const muted = style({ margin: 0, color: vars.color.inkMuted })

export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 })
