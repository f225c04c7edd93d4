import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { mediaQuery } from './breakpoints'
import { vars } from './theme.css'

const responsive = defineProperties({
  conditions: {
    base: {},
    xs: { '@media': mediaQuery('xs') },
    sm: { '@media': mediaQuery('sm') },
    md: { '@media': mediaQuery('md') },
    lg: { '@media': mediaQuery('lg') },
    xl: { '@media': mediaQuery('xl') },
    xxl: { '@media': mediaQuery('xxl') },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
})

export const sprinkles = createSprinkles(responsive)
export type Sprinkles = Parameters<typeof sprinkles>[0]
