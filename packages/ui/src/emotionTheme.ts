// Emitted into dist so every app importing @kingside/ui gets the typed theme.
import '@emotion/react';
import type { AppTheme } from './theme';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
