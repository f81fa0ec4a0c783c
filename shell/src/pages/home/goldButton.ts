import { buttonStyle } from '@kingside/ui';

/**
 * The call-to-action button on Home's dark bands: light gold with dark text. The kit's "secondary"
 * (white on amber) reaches only 3.6:1 contrast; this reaches well over 7:1.
 */
export const goldButton = [
  buttonStyle('secondary', 'lg'),
  {
    background: '#f3c969',
    borderColor: '#f3c969',
    color: '#1c2a22',
    '&:hover:not(:disabled)': { background: '#e9b949', borderColor: '#e9b949' },
  },
];
