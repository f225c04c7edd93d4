import { globalStyle, style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const page = style({ maxWidth: '48rem', marginInline: 'auto', paddingBlock: vars.space.lg })

export const wide = style({ maxWidth: 'none' })

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

globalStyle(`${breadcrumbs} li:not(:last-child)::after`, { content: '"›"', marginInlineStart: vars.space.xxs })

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery('sm')]: { fontSize: vars.fontSize.xxl } },
})

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted })

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const body = style({
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})

globalStyle(`${body} h2`, { fontFamily: vars.font.heading, marginBlock: `${vars.space.xl} ${vars.space.sm}` })

export const figure = style({ margin: `${vars.space.lg} 0` })

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  background: vars.color.paperMuted,
  borderRadius: vars.radius.md,
})

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, marginTop: vars.space.xs })

export const faq = style({ borderTop: `1px solid ${vars.color.line}` })

export const question = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBlock: vars.space.sm,
})

globalStyle(`${question} > summary`, { cursor: 'pointer', fontWeight: 600, paddingBlock: vars.space.xs })

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  margin: `${vars.space.lg} 0`,
  padding: 0,
  listStyle: 'none',
})

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.paperMuted,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
})

globalStyle(`${tile}:hover strong, ${tile}:focus-visible strong`, { textDecoration: 'underline' })

export const tileImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.paper,
  borderRadius: vars.radius.sm,
})

export const tileText = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const previewBanner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  background: '#7a1f00',
  color: '#ffffff',
  fontWeight: 700,
  letterSpacing: '0.1em',
})

export const previewExit = style({
  color: '#7a1f00',
  background: '#ffffff',
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  letterSpacing: 'normal',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid #ffffff`, outlineOffset: '2px' } },
})
