/** Decorative icons; their buttons and links carry the accessible names. */
// @ts-nocheck

const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
  focusable: false,
} as const

export const Chevron = ({ direction = 'down' }: { direction?: 'down' | 'left' | 'right' }) => (
  <svg
    {...base}
    width={16}
    height={16}
    style={{ transform: direction === 'left' ? 'rotate(90deg)' : direction === 'right' ? 'rotate(-90deg)' : undefined }}
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
)
export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
)
export const AccountIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.2-6 8-6s6.8 2 8 6" />
  </svg>
)
/** `filled` shows a saved product. */
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0112 7.2a4.3 4.3 0 017.5 2.6C19.5 15.4 12 20 12 20z" />
  </svg>
)
export const StoreIcon = () => (
  <svg {...base}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
)
export const BagIcon = () => (
  <svg {...base}>
    <path d="M5 8h14l-1 13H6L5 8z" />
    <path d="M9 8V6.5a3 3 0 016 0V8" />
  </svg>
)
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const ChatIcon = () => (
  <svg {...base}>
    <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" strokeLinejoin="round" />
  </svg>
)
export const ArrowUpIcon = () => (
  <svg {...base}>
    <path d="M12 19V5M6 11l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
