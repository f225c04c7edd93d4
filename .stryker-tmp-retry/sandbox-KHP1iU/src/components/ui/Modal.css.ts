// @ts-nocheck
import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgb(0 0 0 / 0.45)',
})

export const modal = style({
  background: vars.color.paper,
  color: vars.color.ink,
  borderRadius: vars.radius.md,
  maxWidth: 'min(36rem, calc(100vw - 1rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  boxShadow: '0 10px 40px rgb(0 0 0 / 0.25)',
})

// A phone's dialog keeps its width for content: 1 rem of padding, 1.5 rem from 480 px.
export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
  position: 'relative',
  '@media': { [mediaQuery('xs')]: { padding: vars.space.lg } },
})

export const heading = style({ marginTop: 0, fontSize: vars.fontSize.lg })

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs })
