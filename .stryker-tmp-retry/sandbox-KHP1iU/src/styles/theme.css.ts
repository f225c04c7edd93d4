// @ts-nocheck
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'

export const vars = createThemeContract({
  color: {
    ink: null,
    inkMuted: null,
    paper: null,
    paperMuted: null,
    line: null,
    accent: null,
    accentInk: null,
    sale: null,
    focus: null,
    success: null,
    danger: null,
    /** The loyalty club gradient (spec 9). */
    clubTurquoise: null,
    clubPurple: null,
    clubBlue: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  lineHeight: { tight: null, normal: null },
  radius: { sm: null, md: null, pill: null },
  layout: { maxWidth: null, gutter: null },
})

createGlobalTheme(':root', vars, {
  color: {
    ink: '#1a1a1a',
    inkMuted: '#5c5c5c',
    paper: '#ffffff',
    paperMuted: '#f4f2ef',
    line: '#d9d6d0',
    accent: '#1a1a1a',
    accentInk: '#ffffff',
    sale: '#b3261e',
    focus: '#005fcc',
    success: '#1e6b3a',
    danger: '#b3261e',
    clubTurquoise: '#33c1b8',
    clubPurple: '#7a4fc4',
    clubBlue: '#2d5bd7',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  radius: { sm: '2px', md: '6px', pill: '999px' },
  layout: { maxWidth: '1440px', gutter: 'clamp(1rem, 4vw, 2.5rem)' },
})
