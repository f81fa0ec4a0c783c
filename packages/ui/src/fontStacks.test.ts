import { computeFontStacks } from './fontStacks.compute';
import { fontStacks } from './fontStacks';

/** The family names a CSS font-family list names, unquoted. */
const families = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
const faceFamilies = [...fontStacks.fallbackFaces.matchAll(/font-family: "([^"]+)"/g)].map((m) => m[1]);

describe('font stacks with resized fallbacks', () => {
  it("are what Capsize computes from the fonts' metrics (else: npm run generate:fonts -w @kingside/ui)", () => {
    expect(fontStacks).toEqual(computeFontStacks());
  });

  it('put the web font first, then fallbacks that each have a resized face', () => {
    for (const [stack, webFont] of [
      [fontStacks.body, 'Inter'],
      [fontStacks.heading, 'Merriweather'],
    ] as const) {
      const names = families(stack);
      expect(names[0]).toBe(webFont);
      const fallbacks = names.filter((name) => name.startsWith(`${webFont} Fallback`));
      // Arial or Times New Roman on Windows and macOS, their Liberation twins on Linux.
      expect(fallbacks).toHaveLength(2);
      for (const fallback of fallbacks) expect(faceFamilies).toContain(fallback);
    }
  });

  it('resize every fallback face, regular and bold text alike', () => {
    const faces = fontStacks.fallbackFaces.split('@font-face').slice(1);
    expect(faces).toHaveLength(6);
    for (const face of faces) {
      expect(face).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(face).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(face).toMatch(/src: local\('[^']+'\)/);
    }
    expect(fontStacks.fallbackFaces).toContain("local('Liberation Sans Bold')");
    expect(fontStacks.fallbackFaces).toContain('font-weight: 600 900');
  });
});
