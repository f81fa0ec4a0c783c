import { fontStacks } from './fontStacks';
/** One look across every section: the shell and all remotes read this theme through Emotion. */
export const theme = {
  colors: {
    ink: '#1c2321',
    inkSoft: '#4a5552',
    muted: '#6b7472',
    paper: '#ffffff',
    canvas: '#f7f5f0',
    line: '#e3ded3',
    primary: '#1f5f46',
    primaryDark: '#164634',
    primaryInk: '#ffffff',
    accent: '#b7791f',
    accentSoft: '#fdf3e1',
    danger: '#b42318',
    dangerSoft: '#fef3f2',
    success: '#1f7a4d',
    focus: '#2563eb',
    night: '#1c2a22',
  },
  fonts: {
    body: fontStacks.body,
    heading: fontStacks.heading,
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(28,35,33,.06), 0 4px 16px rgba(28,35,33,.06)',
    raised: '0 10px 30px rgba(28,35,33,.18)',
  },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '@media (min-width: 640px)', md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
  maxWidth: '1200px',
} as const;

export type AppTheme = typeof theme;
