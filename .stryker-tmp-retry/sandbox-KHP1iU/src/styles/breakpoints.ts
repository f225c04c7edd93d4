/** The layout breakpoints of spec 9, in px. */
// @ts-nocheck

const breakpoints = {
  xs: 480,
  sm: 810,
  md: 992,
  lg: 1280,
  xl: 1440,
  xxl: 1920,
} as const

type Breakpoint = keyof typeof breakpoints

export const mediaQuery = (breakpoint: Breakpoint) => `screen and (min-width: ${breakpoints[breakpoint]}px)`
