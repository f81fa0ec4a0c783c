/**
 * Seed articles for the blog, newest first.
 *
 * `content` holds one paragraph per line: the article page splits it on '\n'.
 * Every category has exactly two posts.
 */

export interface SeedBlogPost {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: 'Strategy' | 'Psychology' | 'History' | 'Openings' | 'Endgames' | 'Tactics';
  publishedDate: string;
}

const paragraphs = (...lines: string[]): string => lines.join('\n');

export const blogPosts: SeedBlogPost[] = [
  {
    title: 'The Greek Gift: When Bxh7+ Works and When It Fails',
    excerpt:
      'The bishop sacrifice on h7 wins games at every level, but only when the right pieces are ready. Here is the checklist we give our students before they let the bishop go.',
    content: paragraphs(
      `The Greek Gift is the sacrifice of a bishop on h7 (or on h2 when Black plays it) with check, followed by a knight check on g5 and the queen joining the attack on the h-file. The name comes from the wooden horse of Troy: a present that hides an army. Gioachino Greco was already recording examples in the early seventeenth century, and the pattern still appears in club games every week. When it works, the defending king is dragged out of its shelter and mated or loses heavy material. When it fails, you are simply a piece down.`,
      `The classic setup has White's bishop on d3 aiming at h7, a knight on f3 that can jump to g5, the queen on d1, and a pawn on e5 that has driven a black knight away from f6. Black has castled short and has not played ...h6. After 1.Bxh7+ Kxh7 2.Ng5+ notice a neat detail: the knight leaves f3 with check, which opens the d1-h5 diagonal for the queen. If the king retreats with 2...Kg8, then 3.Qh5 threatens Qh7 mate, and Black must give up material or find a defence such as ...Re8 to make room on f8.`,
      `The retreat 2...Kg6 is often the toughest test. The king stands in the open, but White needs more than one attacker: typical ideas are Qd3+ or Qg4 together with the h-pawn marching to h4 and h5. Against 2...Kh6, remember that the knight on g5 blocks the c1-h6 diagonal: if White's dark-squared bishop is still on c1 and the diagonal is clear, any knight move uncovers a check, and captures such as Nxe6+ or Nxf7+ can win material with tempo. You do not need to see mate in every line, but you must be sure that each king move leaves Black in real trouble.`,
      `Before sacrificing, run through a short checklist. Can the knight reach g5 without simply being taken, for example by a bishop on e7 or a queen on d8 with nothing to recapture? Can your queen reach h5 or the h-file in one move? Can Black bring a knight to f6 or f8 to cover h7, or will your e5 pawn stop it? And does the black king have an escape route through f8 and e7? If two of these answers go against you, the gift is probably a loan you will never get back.`,
      `This structure arises naturally from openings such as the French Defence, where White's e5 pawn pushes the black knight from f6 and Black's light-squared bishop sits far from the kingside. If you play those lines, practise the sacrifice from both sides of the board. Set up the typical position, try each king move, and play it out against a training partner until the patterns feel familiar.`,
    ),
    imageUrl: '/images/blog/greek-gift.svg',
    category: 'Tactics',
    publishedDate: '2026-10-14',
  },
  {
    title: 'Meeting 1.e4 with the Caro-Kann: Learn the Structures First',
    excerpt:
      'The Caro-Kann gives Black a solid centre and a free light-squared bishop. Understanding its three main pawn structures matters more than memorising twenty moves of theory.',
    content: paragraphs(
      `After 1.e4 c6 2.d4 d5 Black challenges the centre at once. The c-pawn supports d5, so if White ever exchanges on d5 Black can recapture with a pawn and keep a foothold in the centre. Unlike the French Defence, Black has not yet played ...e6, so the light-squared bishop can still develop actively to f5 or g4. The price is a little time: the c-pawn has used a move, and if Black later wants ...c5 it will take a second one.`,
      `In the Advance Variation, 3.e5, the standard reply is 3...Bf5, bringing the bishop outside the pawn chain before ...e6 closes the door. Black's main plan is to attack the base of White's chain with ...c5, often supported by ...Qb6 and ...Nc6, while a knight can travel via e7 to f5. White has quiet setups with Nf3 and Be2 and sharp ones with an early g4 that chases the bishop. Either way, the key question is whether Black's ...c5 break arrives in time.`,
      `The Classical Variation runs 3.Nc3 dxe4 4.Nxe4 Bf5 5.Ng3 Bg6 6.h4 h6 7.Nf3 Nd7 8.h5 Bh7 9.Bd3 Bxd3 10.Qxd3. White has more space and a pawn on h5 that cramps the kingside, while Black has a very sound structure with no weaknesses. Black usually continues with ...e6, ...Ngf6, ...Qc7 and often castles queenside, looking for a timely ...c5 or ...e5. The other fourth moves, 4...Nd7 and 4...Nf6, lead to similar themes with different move orders.`,
      `With 3.exd5 cxd5 the Exchange Variation produces a symmetrical-looking structure. If White plays Bd3 and c3, the pawns form a Carlsbad structure with the colours reversed, so it is Black who can run a minority attack with ...b5 and ...b4. If White prefers 4.c4, the Panov Attack, the game often reaches an isolated queen's pawn position in which White attacks and Black aims to blockade the d5 square and trade pieces.`,
      `Our advice for building a Caro-Kann repertoire is to pick one answer to each main line, then play through a handful of annotated games in each structure. Pay attention to the pawn breaks, ...c5 against the Advance and ...c5 or ...e5 in the Classical, and to where the pieces go in the middlegame. When you understand why the moves are played, the theory becomes much easier to remember.`,
    ),
    imageUrl: '/images/blog/caro-kann-structures.svg',
    category: 'Openings',
    publishedDate: '2026-08-03',
  },
  {
    title: 'Beating Time Trouble: A Clock Routine for Classical Games',
    excerpt:
      'If you keep reaching good positions and then spoiling them with seconds left, the problem is rarely your chess. A simple clock budget and a few habits can change your results.',
    content: paragraphs(
      `Many club players know this pattern well: twenty minutes spent on move nine, a comfortable position by move twenty-five, and then the last fifteen moves played with a few seconds each. Mistakes cluster in time trouble, and an increment softens the problem without curing it. The good news is that time management is a skill that can be trained like any other.`,
      `Start with a budget. In a game played at 90 minutes plus 30 seconds per move, you might aim to have at least 60 minutes left after move 15, 40 minutes after move 25 and 20 minutes after move 35. Many players note their remaining time next to their moves every few turns; check your event's rules, but this is usually allowed. The numbers do not need to be perfect. What matters is noticing early when you are drifting behind.`,
      `Next, find out where your time goes. The usual culprits are the opening, where you re-check lines you already know; choosing between two moves that are almost equally good; and calculating the same variation over and over. When two candidate moves still look similar after an honest look, pick one and move on. The difference between them is usually smaller than the cost of ten extra minutes.`,
      `Save your deep thinks for the moments that deserve them. Exchanges that lead into an endgame, changes in the pawn structure, sacrifices and decisions about where to castle are worth real time. Recaptures, forced replies and obvious developing moves are not. While your opponent is thinking, consider general plans rather than recalculating the line you have just played.`,
      `If you do end up short of time, simplify your decision making: keep your pieces protected, check for your opponent's checks and captures, and prefer safe moves to brilliant ones. After the game, look at your clock notes alongside the moves. Within a few weeks you will see your own habits clearly, and that is the first step to changing them.`,
    ),
    imageUrl: '/images/blog/time-trouble.svg',
    category: 'Psychology',
    publishedDate: '2026-05-21',
  },
  {
    title: 'Lucena and Philidor: The Two Rook Endings Every Player Needs',
    excerpt:
      'Rook endgames are the most common endings in practical play. Two classic positions tell you whether a single extra pawn is enough to win.',
    content: paragraphs(
      `Rook endings appear in club games more often than any other kind of endgame, and rook and pawn against rook is their foundation. Two positions are worth knowing by heart. The Lucena position is named after the Spanish author Luis Ramirez de Lucena, although it does not appear in his book of 1497; it was published by Alessandro Salvio in 1634. The Philidor position comes from the analysis of Francois-Andre Danican Philidor, the great eighteenth-century French player and composer.`,
      `The Philidor position is the defender's model. The defending king stands on the pawn's queening square, and the defending rook holds its own third rank, which stops the attacking king from advancing to the sixth rank beside its pawn. The rook simply waits along that rank. If the attacker pushes the pawn to the sixth rank, the king loses its shelter in front of the pawn, so the defending rook goes to the far end of the board and gives checks from behind. The attacking king cannot escape them without abandoning the pawn, and the game is drawn.`,
      `The Lucena position is the attacker's goal. The pawn stands on the seventh rank with its own king on the queening square in front of it, and the defending king is cut off from the pawn by at least one file. The only problem is that the attacking king is shut in. The winning method is called building a bridge: first check the defending king one file further away, then lift your rook to the fourth rank. Walk your king out, zigzagging down towards your rook, and when the defending rook checks down the file, block the check with your rook. The pawn then promotes.`,
      `In practice the two positions act as signposts. If the defending king reaches the front of the pawn in time and the rook finds its third rank, the Philidor draw is usually available. If the defending king is cut off and the pawn reaches the seventh rank with its king in front, the Lucena technique usually wins, provided the pawn is not on a rook file. Much of rook endgame play is a race to reach one position or the other.`,
      `The best way to learn both is to set them up on a board and play them against a friend or a training engine, taking each side in turn. Once the moves feel automatic, you will convert endings that others draw and save endings that others lose.`,
    ),
    imageUrl: '/images/blog/lucena-philidor.svg',
    category: 'Endgames',
    publishedDate: '2026-03-09',
  },
  {
    title: 'The Staunton Pattern: How 1849 Gave Chess Its Standard Pieces',
    excerpt:
      'Before the middle of the nineteenth century there was no standard chess set. A design registered in London in 1849 changed that, and it is still on almost every board in the world.',
    content: paragraphs(
      `For most of its history chess had no standard pieces. In France the Regence pattern, named after the famous Parisian cafe, was popular; in England the St George pattern was common; and German-speaking countries had their own styles. Many of these pieces were tall, top-heavy and easy to confuse with one another, especially when a player sat down at an unfamiliar set. As international matches became more frequent in the 1840s, the lack of a common design became a real nuisance.`,
      `In March 1849 a new design was registered in London and produced by the firm of John Jaques. The pattern is usually credited to Nathaniel Cooke. Its strength was clarity. Each piece was built from a simple, recognisable symbol on a broad, weighted base: a crown topped by a cross for the king, a coronet for the queen, a mitre with a cut for the bishop, a castle tower for the rook and a carved horse's head for the knight, often said to be inspired by the horses of the Parthenon frieze in the British Museum.`,
      `The set took its name from Howard Staunton, the leading English player of the day and a well-known chess writer, who endorsed the design and whose signature appeared on the boxes. His reputation made the new pieces instantly respectable, and they were promoted widely in the chess press. Players appreciated that the pieces were stable, pleasant to handle and impossible to mistake for one another.`,
      `Within a few decades the Staunton pattern had spread through clubs and tournaments, and in the twentieth century it became the expected design for serious competition. FIDE's equipment standards still describe Staunton-style pieces, with a king around 9.5 cm tall and squares of roughly 5 to 6 cm, figures that most tournament sets follow closely.`,
      `When you choose a set today, the same ideas from 1849 still apply. Look for clear, distinct shapes, a low centre of gravity and a king whose base fits comfortably inside a square, with some room to spare. The details of a well-carved knight are a matter of taste, but a good Staunton set should feel steady in the hand and be easy to read across the board.`,
    ),
    imageUrl: '/images/blog/staunton-pattern.svg',
    category: 'History',
    publishedDate: '2026-01-16',
  },
  {
    title: 'Prophylaxis: Ask What Your Opponent Wants',
    excerpt:
      "The strongest positional players spend as much time on their opponent's ideas as on their own. One simple question before every move can make your play far harder to beat.",
    content: paragraphs(
      `Prophylaxis means preventing your opponent's plans before they become dangerous. Aron Nimzowitsch wrote about it in the 1920s, and world champions such as Tigran Petrosian and Anatoly Karpov made it central to their style. Their games can look quiet, yet their opponents often ran out of useful moves long before anything dramatic happened on the board.`,
      `The habit starts with one question: if it were my opponent's move right now, what would they play? Sometimes the answer is a direct threat. More often it is a plan, such as a pawn break, a knight heading for an outpost or a pin that would be annoying to meet. Once you know what your opponent wants, you can decide whether to stop it, ignore it or prepare to meet it.`,
      `Many well-known moves are prophylactic. In the main line of the Closed Ruy Lopez, White plays h3 to stop ...Bg4 pinning the knight on f3 before pushing d4. A pawn to a4 can stop an opponent's ...b5 expansion. Moving the king from g1 to h1 takes it off a diagonal that might open later, and creating a flight square with h3 or g3 removes back-rank mating ideas before they arise.`,
      `Prophylaxis is not the same as passivity. The aim is to take away your opponent's counterplay so that your own plan can be carried out without disturbance. A player who stops the opponent's only active idea and then slowly improves their pieces is playing highly purposeful chess, even if no piece crosses the middle of the board for several moves.`,
      `To train this skill, pause at the critical moments of your own games and write down your opponent's best plan before writing your own. Do the same when you study master games: cover the next move and ask what the side to move is worried about. Over time the question will become automatic, and you will find that fewer of your opponent's ideas come as a surprise.`,
    ),
    imageUrl: '/images/blog/prophylaxis.svg',
    category: 'Strategy',
    publishedDate: '2025-11-02',
  },
  {
    title: 'Pins and Skewers: Learning to See Along Lines',
    excerpt:
      'Pins and skewers are the tactics of the long-range pieces. Once you train your eye to follow ranks, files and diagonals, you will find them in your games again and again.',
    content: paragraphs(
      `Pins and skewers are both line tactics, carried out by bishops, rooks and queens. In a pin, the attacked piece cannot move, or should not, because a more valuable piece or the king stands behind it. In a skewer the order is reversed: a valuable piece is attacked, and when it moves away, the piece behind it is lost.`,
      `A pin against the king is absolute, because moving the pinned piece would be illegal. A pin against any other piece is relative: the move is legal, but it may cost material. A famous example of a relative pin going wrong is Legal's mate: 1.e4 e5 2.Nf3 d6 3.Bc4 Bg4 4.Nc3 g6? 5.Nxe5! Bxd1 6.Bxf7+ Ke7 7.Nd5 mate. The knight on f3 looked pinned to the queen, but White was happy to give up the queen for checkmate.`,
      `Skewers are especially common in endgames. A rook check along a rank can hit the king with an undefended rook standing further along the same line. The classic case comes from rook endings with a pawn on the seventh: with White's rook on a8 in front of a pawn on a7, the defending king is safest on g7 or h7, where it guards h8. If it wanders elsewhere on the seventh rank, White can play Rh8, and if Black takes the pawn with ...Rxa7, the check Rh7+ skewers the king and wins the rook.`,
      `To spot these ideas, look for enemy pieces standing on the same rank, file or diagonal, particularly the king and queen, and for lines with only one piece in the way. When you are the victim of a pin, you have several defences: move the piece behind the pinned one, add a defender, put something in between, or counterattack the pinning piece, sometimes by pinning it in turn.`,
      `Line tactics reward pattern recognition more than raw calculation. Solve a few short pin and skewer puzzles every day for a couple of weeks and you will start to notice dangerous alignments without looking for them, both in your opponent's position and in your own.`,
    ),
    imageUrl: '/images/blog/pins-skewers.svg',
    category: 'Tactics',
    publishedDate: '2025-08-19',
  },
  {
    title: 'The Quiet Italian: Understanding the c3 and d3 Setup',
    excerpt:
      'The slow Italian Game has become a favourite from club level to the world elite. Here are the plans and piece routes that make it work.',
    content: paragraphs(
      `The Italian Game begins 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5, and for a long time the main line was the sharp 4.c3 Nf6 5.d4, opening the centre at once. In recent years many strong players have preferred a slower approach with c3 and d3, sometimes called the Giuoco Pianissimo. White keeps the tension, completes development and chooses the right moment to strike in the centre.`,
      `A typical White setup includes c3, d3, castling, Re1, h3 and a4. The pawn on c3 prepares d4 and gives the light-squared bishop a retreat: it often drops back from c4 to b3 and later to c2. Once the rook has moved to e1, the queen's knight can take the long route from b1 to d2, then f1 and g3, where it eyes f5 and supports the kingside. The move h3 rules out an annoying ...Bg4 pin, and a4 gains space on the queenside and discourages ...b5.`,
      `Black usually answers in kind with ...d6, ...a6 to give the bishop a retreat square on a7, castling and often ...h6 to prevent a pin from Bg5. A knight may travel from c6 to e7 and g6, and ...Be6 is a common way to challenge White's bishop. Neither side has weaknesses, so the game is decided by who manoeuvres more purposefully.`,
      `The main pawn breaks are d3-d4 and b2-b4 for White, and ...d6-d5 for Black, with ...f7-f5 as an occasional option once the kingside is secure. Before breaking, both sides try to place every piece on its best square, because the side that opens the position first needs to be ready for what follows.`,
      `For club players the quiet Italian is an excellent choice because it teaches manoeuvring and patience without demanding huge amounts of theory. Learn the standard piece routes, keep an eye on pins against your f3 and f6 knights, and study a few model games to see how strong players decide when the moment for d4 or ...d5 has come.`,
    ),
    imageUrl: '/images/blog/quiet-italian.svg',
    category: 'Openings',
    publishedDate: '2025-06-05',
  },
  {
    title: 'After the Blunder: How to Stop One Mistake Becoming Two',
    excerpt: 'Everyone blunders. What separates resilient players is what happens on the next move, and that can be practised.',
    content: paragraphs(
      `Every player blunders, from beginners to world champions. The first mistake is rarely what decides the game, though. More often it is the second one, made a few moves later by a player who is still angry, rushing to win the material back or quietly giving up. Learning to recover is one of the most valuable skills a competitor can build.`,
      `The moment you notice a blunder, slow down. Write your move down if you have not already, sit back and take a few calm breaths. If your event allows it, stand up for a minute while your opponent is thinking. The goal is to break the chain between the shock of the mistake and your next decision.`,
      `Then reassess the position honestly, as if you had just arrived at the board. How much material have you lost? Is your king safe? What are your opponent's threats, and where are your practical chances? A blunder that felt like the end of the world often turns out to cost a pawn, or to leave you worse but very much alive.`,
      `When you are behind, change your approach. Keep pieces on the board, avoid trades that simplify into a lost endgame and look for positions that ask your opponent to make decisions. Players who have just won material often relax, and a resourceful defender gives them every chance to go wrong.`,
      `The same principle works between games. After a painful loss at a weekend tournament, take a short look to understand what happened, then put the game away until the event is over. Go for a walk, eat something and arrive at the next round thinking about the new game, not the old one.`,
    ),
    imageUrl: '/images/blog/after-the-blunder.svg',
    category: 'Psychology',
    publishedDate: '2025-03-27',
  },
  {
    title: 'King and Pawn Endings: Opposition, Key Squares and the Square of the Pawn',
    excerpt:
      'Every trade on the board brings you closer to a king and pawn ending. Three simple ideas tell you whether the pawn will queen.',
    content: paragraphs(
      `King and pawn endings are the foundation of all endgame play. Each exchange of pieces brings a game closer to one, and a single miscounted tempo can turn a win into a draw or a draw into a loss. The good news is that a few clear ideas go a very long way.`,
      `The first is the rule of the square. Imagine a square whose side runs from the pawn to its promotion square. If the defending king can step inside that square on its move, it catches the pawn; if not, the pawn promotes. Remember that a pawn still on its starting rank can advance two squares, so draw the square as if it already stood one rank further forward.`,
      `The second idea is the key squares. For a pawn that is not on a rook file and stands on its second, third or fourth rank, the key squares are the three squares two ranks directly in front of it: for a white pawn on e4, they are d6, e6 and f6. If the attacking king reaches any key square, the pawn will promote however the defender plays. A rook's pawn is different: the attacking king must reach the neighbouring file near the promotion square, such as g7 or g8 for an h-pawn, and if the defending king reaches the corner the game is usually a draw.`,
      `The third idea is the opposition. When the two kings stand on the same file or rank with one square between them, the player who is not to move has the opposition, because the other king must give way. The attacker uses the opposition to push the defending king aside and reach a key square; the defender uses it to keep the attacking king out. A useful rule follows: if your king stands on the sixth rank directly in front of its pawn, and the pawn is not on a rook file, you win whoever is to move.`,
      `Practise by setting up a king and pawn against a king and playing it out from different starting squares, first with one side to move and then the other. Once the three ideas are second nature, move on to triangulation and positions with several pawns, where the same counting skills decide the result.`,
    ),
    imageUrl: '/images/blog/king-pawn-endings.svg',
    category: 'Endgames',
    publishedDate: '2024-12-10',
  },
  {
    title: 'How the Queen Became the Most Powerful Piece',
    excerpt:
      'For centuries the piece beside the king could move only one square diagonally. Then, in the late fifteenth century, European players gave it the move we know today.',
    content: paragraphs(
      `In shatranj, the form of chess played across Persia and the Islamic world, the piece standing next to the king was the firz, or counsellor. It could move just one square diagonally, making it one of the weakest pieces on the board. Its neighbour, the alfil, ancestor of the bishop, was hardly stronger: it leapt exactly two squares diagonally and could reach only a handful of squares in the whole game. Games developed slowly, and checkmate was often hard to force.`,
      `When chess reached Europe around the end of the first millennium, through Spain and Italy, the counsellor gradually became a queen, yet its move stayed the same. Some regional rules added small improvements, such as a special leap on the queen's first move, but the piece remained a modest helper.`,
      `The great change came in the late fifteenth century, probably in Spain, Italy or southern France. The queen was allowed to move any distance along ranks, files and diagonals, and the bishop gained its long diagonal move. A Valencian poem written around 1475, Scachs d'amor, describes a game played with the new queen, and Lucena's printed book of 1497 discusses both the old and the new styles of play. Contemporaries called the reformed game the queen's chess, and in Italy and France it was nicknamed the game of the mad or furious queen.`,
      `The new rules spread across Europe within a few decades and changed the character of the game. Attacks became faster, quick mates became possible, and opening knowledge suddenly mattered. That helped launch the printed chess literature of the sixteenth century, including the works of Damiano and Ruy Lopez. Other rules took much longer to settle: castling appeared in several forms, and en passant captures were not universally accepted until the nineteenth century.`,
      `Why the queen was given such power is still debated. Some historians link the change to powerful women rulers of the time, such as Isabella I of Castile, but the evidence is circumstantial. What is certain is that the reform created the game we play today, in which the queen is worth about nine pawns and bringing her out too early is one of the first lessons every beginner learns.`,
    ),
    imageUrl: '/images/blog/queen-move-history.svg',
    category: 'History',
    publishedDate: '2024-08-22',
  },
  {
    title: 'Good Bishop, Bad Bishop: Let Your Pawns Decide',
    excerpt:
      'Whether a bishop is strong or weak often depends less on the bishop than on the pawns around it. Learn to read the pawn chain and you will know which pieces to trade.',
    content: paragraphs(
      `A bishop is called bad when its own central pawns are fixed on squares of its colour, blocking its diagonals and limiting its scope. A good bishop is one whose pawns stand on the opposite colour, leaving its lines open. The textbook example comes from the French Defence: after 1.e4 e6 2.d4 d5 3.e5, Black's pawns on d5 and e6 sit on light squares and the bishop on c8 has very little room to breathe.`,
      `A bad bishop is not always a useless one. It may be outside its own pawn chain and active, or it may be doing a valuable job defending those same pawns. Strong players often say that a bad bishop can protect good pawns. The real question is not what the bishop is called but what it is doing in the position in front of you.`,
      `If your bishop is bad, you have three main remedies. You can trade it, as Black often does in the French with ...b6 and ...Ba6 to exchange it for White's good light-squared bishop. You can develop it outside the pawn chain before the chain is fixed, which is why Caro-Kann players bring the bishop to f5 before playing ...e6. Or you can change the structure with a pawn break, such as ...c5 or ...f6 against White's chain.`,
      `From the other side of the board, try to fix your opponent's pawns on the colour of their remaining bishop and avoid exchanging it for one of your useful pieces. Endings with a strong knight on a secure outpost against a bad bishop are a classic winning pattern. In endgames in general, place your pawns on the opposite colour to your own bishop, so that the bishop and pawns control different squares.`,
      `Make it a habit that whenever the pawn structure becomes locked, you ask which of your bishops just became better and which became worse. That single question will guide many of your decisions about exchanges, pawn breaks and piece placement.`,
    ),
    imageUrl: '/images/blog/good-bad-bishop.svg',
    category: 'Strategy',
    publishedDate: '2024-04-15',
  },
];
