// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const COUNTDOWN_HEIGHT = '2.5rem'

export const instalmentStrip = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.layout.gutter}`,
  background: vars.color.paperMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
})

export const usp = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  padding: `${vars.space.xs} ${vars.layout.gutter}`,
  listStyle: 'none',
  background: vars.color.ink,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
})

export const countdownLandmark = style({ display: 'contents' })

export const countdown = style({
  position: 'sticky',
  top: 0,
  zIndex: 51,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: COUNTDOWN_HEIGHT,
  paddingInline: vars.layout.gutter,
  background: vars.color.sale,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
})

export const countdownTime = style({ fontVariantNumeric: 'tabular-nums', minWidth: '10ch' })
