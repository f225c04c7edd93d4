// @ts-nocheck
import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', { WebkitTextSizeAdjust: '100%' })

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.paper,
})

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight })

globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' })

globalStyle('a', { color: 'inherit' })

// One visible focus ring for every focusable element that has no style of its own (WCAG 2.4.7).
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
