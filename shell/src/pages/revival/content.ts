/** Chess for Revival copy (docs/spec.md §1–2): impact figures, the four mission themes, two testimonials. */

export const IMPACT = [
  { figure: '50+', label: 'Communities' },
  { figure: '5,000+', label: 'Students' },
  { figure: '200+', label: 'Instructors' },
] as const;

export const MISSION_THEMES = [
  {
    title: 'Cognitive Health',
    text: 'Planning, calculating and remembering patterns exercise attention and memory. Regular play is a workout for the mind at any age.',
  },
  {
    title: 'Community Connection',
    text: 'Weekly club sessions in libraries, community centres and care homes turn a solitary worry into a shared, sociable hour.',
  },
  {
    title: 'Lifelong Learning',
    text: 'Structured lessons from first moves to tournament play give every participant a next step and the satisfaction of progress.',
  },
  {
    title: 'Bridging Generations',
    text: 'Grandparents, students and volunteers sit at the same board: chess gives people of every age something to talk about.',
  },
] as const;

export const REVIVAL_TESTIMONIALS = [
  {
    name: 'Margaret Ellison',
    role: 'Participant, 72',
    quote:
      'After my husband passed I hardly left the house. Tuesday chess club gave me a reason to go out, new friends, and a mind that feels sharper than it has in years.',
  },
  {
    name: 'David Osei',
    role: 'Volunteer instructor',
    quote:
      'I have taught chess for twenty years, and nothing compares to watching a room of seventy-year-olds argue cheerfully about a rook endgame. This programme works.',
  },
] as const;
