/** @jest-environment node */
import { renderSection } from '@kingside/ui/server';
import { CHAPTERS } from '../testing/fixtures';
import { ChapterPlayer } from './ChapterPlayer';

// The first paint needs neither: each is only ever loaded with the real player (InteractivePlayer's chunk).
jest.mock('chess.js', () => {
  throw new Error('chess.js is loaded with the real player, not for the first paint');
});
jest.mock('react-chessboard', () => {
  throw new Error('react-chessboard is loaded with the real player, not for the first paint');
});
jest.mock('./pieces.svg', () => '/remotes/learn/assets/pieces.svg');

const draw = (chapter = CHAPTERS[0]!) =>
  renderSection({
    url: new URL(`http://site.test/learn/7/chapters/${chapter.number}`),
    mountPath: '/learn',
    results: [],
    section: <ChapterPlayer lessonId={7} chapter={chapter} total={3} />,
  });

describe('a chapter’s first paint (ChapterPlayer before the learner plays)', () => {
  it('renders on the server from the FEN alone: the static board, every piece named, the position listed, the move field', () => {
    const html = draw();
    expect(html).toContain('data-board="static"');
    expect(html.match(/id="chapter-board-square-[a-h][1-8]"/g)).toHaveLength(64);
    expect(html.match(/role="img"/g)).toHaveLength(17);
    expect(html).toContain('aria-label="White knight on b5"');
    expect(html).toContain('aria-label="Black queen on e6"');
    expect(html).toContain('url(&quot;/remotes/learn/assets/pieces.svg&quot;)');
    expect(html).toContain('White: king g1, queen d1, knight b5, pawns a2, b2, f2, g2 and h2');
    expect(html).toContain('Your move (algebraic notation, e.g. Nf3)');
    expect(html).toContain(CHAPTERS[0]!.exercise.prompt);
    // react-chessboard's own pieces are not there: its board is not.
    expect(html).not.toContain('chapter-board-piece-');
  });

  it('draws each chapter’s own position', () => {
    const html = draw(CHAPTERS[1]!);
    expect(html).toContain('aria-label="White pawn on d4"');
    expect(html).toContain('aria-label="Black knight on c6"');
    expect(html).not.toContain('aria-label="White knight on b5"');
  });
});
