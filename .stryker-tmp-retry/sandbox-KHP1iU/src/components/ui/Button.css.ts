// @ts-nocheck
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/theme.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentInk,
        selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: '#333' } },
      },
      secondary: {
        background: vars.color.paper,
        color: vars.color.ink,
        borderColor: vars.color.ink,
        selectors: { '&:hover:not(:disabled), &:active:not(:disabled)': { background: vars.color.paperMuted } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.ink,
        paddingInline: vars.space.xs,
        selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary' },
})

export type ButtonVariants = RecipeVariants<typeof button>
