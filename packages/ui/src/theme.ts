import { fontStacks } from './fontStacks';
/** One look across every section: the shell and all remotes read this theme through Emotion. */
export const theme = {
  colors: {
    ink: '#1c2321',
    inkSoft: '#4a5552',
    // 4.9:1 on canvas, 5.3:1 on paper (WCAG AA for body text on both; #6b7472 read 4.41:1 on canvas).
    muted: '#646d6b',
    paper: '#ffffff',
    canvas: '#f7f5f0',
    line: '#e3ded3',
    primary: '#1f5f46',
    primaryDark: '#164634',
    primaryInk: '#ffffff',
    /** decoration only (rules, borders, outlines): 3.6:1 on white, too faint for text */
    accent: '#b7791f',
    /** the accent for text, and for fills under white text: 5.5:1 either way */
    accentStrong: '#8f5e16',
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
