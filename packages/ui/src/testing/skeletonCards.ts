/** The colour of a placeholder's bars (Skeleton), as the browser computes it. */
const BAR_COLOUR = 'rgb(231, 227, 218)';

const animationOf = (element: Element) => getComputedStyle(element).animation;

/**
 * A placeholder card pulses as one: the card is the one animated element, its bars (more than one) stay still, so a grid of
 * placeholders is one animation per card, not one per bar.
 */
export function expectPulsesAsOneCard(card: Element): void {
  expect(animationOf(card)).toMatch(/infinite/);
  const bars = [...card.querySelectorAll('*')].filter((element) => getComputedStyle(element).backgroundColor === BAR_COLOUR);
  expect(bars.length).toBeGreaterThan(1);
  for (const bar of bars) expect(animationOf(bar)).toBe('none');
}
