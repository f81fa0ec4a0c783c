/** Our Values (docs/spec.md §2), in the spec's order. */
export const VALUES = [
  {
    title: 'Excellence',
    text: 'We hold our lessons, articles and equipment to the standard of a serious tournament player, and keep improving them.',
  },
  {
    title: 'Education',
    text: 'Good teaching explains why a move works, not just which move to play. Every course builds understanding step by step.',
  },
  {
    title: 'Community',
    text: 'Chess is better shared. We bring players together online, in clubs and through programmes like Chess for Revival.',
  },
  {
    title: 'Tradition',
    text: 'We honour the game’s long history, from Greco’s games to today’s champions, and pass its lessons on to new players.',
  },
] as const;
