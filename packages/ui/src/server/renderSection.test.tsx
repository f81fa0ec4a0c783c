/** @jest-environment node */
import { Global, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderSection } from './renderSection';

const Card = ({ children }: { children: ReactNode }) => <article css={{ border: '1px solid rgb(1, 2, 3)' }}>{children}</article>;
const Title = ({ children }: { children: ReactNode }) => <h2 css={{ color: 'rgb(4, 5, 6)' }}>{children}</h2>;

function Section() {
  return (
    <>
      <Global styles={css({ '.section-wide': { margin: 7 } })} />
      {[1, 2, 3].map((n) => (
        <Card key={n}>
          <Title>Card {n}</Title>
        </Card>
      ))}
    </>
  );
}

const render = () => renderSection({ url: new URL('http://site.test/shop?page=2'), mountPath: '/shop', results: [], section: <Section /> });

describe('renderSection', () => {
  it('puts the section’s styles first, one <style> of its rules and one per global, never beside its elements', () => {
    const html = render();
    const firstElement = html.search(/<(?!style)[a-z]/);
    expect(html.slice(firstElement)).not.toContain('<style');
    const styles = [...html.slice(0, firstElement).matchAll(/<style data-emotion="([^"]+)"[^>]*>([^<]*)<\/style>/g)];
    expect(styles.map(([, names]) => names!.split(' ')[0])).toEqual(['css-global', 'css']);
    const [, rulesNames, rules] = styles[1]!;
    expect(rules).toContain('border:1px solid rgb(1, 2, 3)');
    expect(rules).toContain('color:rgb(4, 5, 6)');
    expect(styles[0]![2]).toContain('.section-wide{margin:7px;}');
    // Each class the markup uses is named in the tag, as the browser's Emotion reads them to count them inserted.
    const classes = new Set([...html.matchAll(/class="css-([\w-]+)"/g)].map(([, id]) => id));
    expect(classes.size).toBe(2);
    for (const id of classes) expect(rulesNames!.split(' ')).toContain(id);
    expect(html.match(/<article/g)).toHaveLength(3);
  });

  it('gives every render its own styles: a second render carries them again', () => {
    expect(render()).toBe(render());
  });
});
