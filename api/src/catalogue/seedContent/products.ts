/**
 * Seed catalogue for the shop.
 *
 * Prices are integer US cents. The first four entries are shown on the home
 * page, so they are in stock and cover four different categories. Brands,
 * authors and book titles are invented for Kingside Academy. Stock figures are
 * the ones migration 0004 gives a catalogue that predates them (6 + (id * 13) % 35
 * units, 0 for the one out of stock), so both ways to a database agree.
 */

export interface SeedProduct {
  name: string;
  description: string;
  imageUrl: string;
  price: number;
  /** units on hand: 0 shows the product as out of stock */
  stock: number;
  category: 'Chess Sets' | 'Chess Boards' | 'Chess Clocks' | 'Books' | 'Accessories';
}

export const products: SeedProduct[] = [
  {
    name: 'Marlowe & Finch Heirloom Staunton Chess Set',
    description:
      'A full-size Staunton set in sheesham and boxwood with a 3.75-inch (95 mm) king, triple-weighted bases and green baize pads. The knights are hand-carved and the set includes two extra queens for promotions. It ships in a wooden storage box with a fitted compartment for every piece and suits boards with 2 to 2.25-inch squares.',
    imageUrl: '/images/products/heirloom-staunton-set.svg',
    price: 18900,
    stock: 19,
    category: 'Chess Sets',
  },
  {
    name: 'Tickwell Duo Digital Chess Clock',
    description:
      'A dependable digital clock with Fischer increment, Bronstein delay and simple delay, two-stage time controls and more than 30 presets for blitz, rapid and classical play. A move counter and a pause button make it easy to use in club matches. It measures 17 x 10 x 6 cm and runs for months on two AA batteries.',
    imageUrl: '/images/products/tickwell-duo-clock.svg',
    price: 4995,
    stock: 32,
    category: 'Chess Clocks',
  },
  {
    name: 'Walnut & Maple Inlaid Chess Board',
    description:
      'Hand-laid walnut and maple veneers over a stable multi-ply core, finished in a low-sheen lacquer that keeps glare off the squares. The board is 21 inches (53 cm) across with 2.25-inch squares and a plain border for a classic look. It pairs well with any set whose king stands 3.5 to 4 inches tall.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 13900,
    stock: 10,
    category: 'Chess Boards',
  },
  {
    name: 'The Quiet Square: Pawn Structures for Club Players',
    description:
      'Helena Vorstrand explains the pawn structures that decide most middlegames: the isolated queen pawn, hanging pawns, the Carlsbad structure and the Maroczy bind. Each chapter pairs two annotated model games with a short list of plans for both sides. Paperback, 312 pages, written for improving players rated roughly 1200 to 1900.',
    imageUrl: '/images/products/book-quiet-square.svg',
    price: 2995,
    stock: 23,
    category: 'Books',
  },
  {
    name: 'Magnetic Folding Travel Chess Set',
    description:
      'A 10-inch (25 cm) folding board with 1.1-inch squares and magnetic plastic pieces that stay put on trains, planes and car journeys. The pieces store in two recessed trays inside the board. With a 1.6-inch king it is easy for small hands and ideal for young beginners.',
    imageUrl: '/images/products/magnetic-travel-set.svg',
    price: 1999,
    stock: 36,
    category: 'Chess Sets',
  },
  {
    name: 'Fieldline Silicone Roll-Up Tournament Board',
    description:
      'A 20 x 20-inch silicone board with 2.25-inch green and buff squares and algebraic coordinates printed on all four sides. It rolls flat without curling, wipes clean and weighs under a pound. The board matches standard club sets with a 3.75-inch king.',
    imageUrl: '/images/products/silicone-roll-up-board.svg',
    price: 1499,
    stock: 14,
    category: 'Chess Boards',
  },
  {
    name: 'Fieldline Tournament Backpack',
    description:
      'Made for weekend tournaments, with a padded main section that holds a roll-up board, a separate quilted pouch for a set with a king up to 4 inches, and a sleeve sized for a chess clock. It is made of water-resistant 600D polyester, measures 18 x 12 x 6 inches and has two side bottle pockets and a notebook slot.',
    imageUrl: '/images/products/tournament-backpack.svg',
    price: 5000,
    stock: 27,
    category: 'Accessories',
  },
  {
    name: 'Tactics Ladder: 600 Puzzles from First Forks to Deep Combinations',
    description:
      'Jonah Pellerin arranges 600 puzzles in twelve rungs of rising difficulty, starting with one-move forks and mates and ending with five-move combinations. Every solution includes a short explanation of the idea, not just the moves. Paperback, 288 pages, for players who know the rules and want to reach club level.',
    imageUrl: '/images/products/book-tactics-ladder.svg',
    price: 2495,
    stock: 40,
    category: 'Books',
  },
  {
    name: 'Marlowe & Finch Ebonised Collector Chess Set',
    description:
      'Our finest set, with a 4-inch (102 mm) king in ebonised and natural boxwood, triple-weighted and padded with fine leather. Each knight is carved by hand with a detailed mane, so no two sets are exactly alike. It comes in a presentation box lined with leatherette and suits boards with 2.25 to 2.5-inch squares.',
    imageUrl: '/images/products/ebonised-collector-set.svg',
    price: 34900,
    stock: 0,
    category: 'Chess Sets',
  },
  {
    name: 'Tickwell Arbiter Pro Tournament Clock',
    description:
      'A tournament clock with a backlit display, up to five time-control stages and automatic stage changes triggered by the move counter. It handles classical controls such as 90 minutes plus a 30-second increment as easily as 3+2 blitz. The tilting lever and heavy base keep it stable on crowded tables, and it charges over USB-C.',
    imageUrl: '/images/products/tickwell-arbiter-pro-clock.svg',
    price: 8400,
    stock: 31,
    category: 'Chess Clocks',
  },
  {
    name: 'Spiral Scorebook for 100 Games',
    description:
      'An A5 scorebook with 100 scoresheets, each with room for 60 moves per side plus event, round, opening and result fields. The wire binding lies flat on the table and the heavy card covers survive a season in a tournament bag. Eight notes pages at the back leave space for post-game analysis.',
    imageUrl: '/images/products/spiral-scorebook.svg',
    price: 995,
    stock: 9,
    category: 'Accessories',
  },
  {
    name: 'Acacia Folding Board with Piece Storage',
    description:
      'A hinged acacia and birch board that opens to 19 inches (48 cm) with 2-inch squares. Inside are two felt-lined compartments for pieces with a king up to 3.5 inches, and a brass clasp keeps it closed. Pieces are not included, which makes it a good home for a set you already own.',
    imageUrl: '/images/products/acacia-folding-board.svg',
    price: 7900,
    stock: 22,
    category: 'Chess Boards',
  },
  {
    name: 'Club Tournament Chess Set with Roll-Up Board',
    description:
      'The standard club set: triple-weighted plastic Staunton pieces with a 3.75-inch king, two extra queens, a 20-inch green vinyl roll-up board and a drawstring bag. It is tough enough for school clubs and weekend opens, and light enough to carry anywhere.',
    imageUrl: '/images/products/club-tournament-set.svg',
    price: 2495,
    stock: 35,
    category: 'Chess Sets',
  },
  {
    name: 'Endgame Compass: Essential Positions from Pawns to Rooks',
    description:
      'Mira Calloway covers the endgames that come up again and again: opposition and key squares, the rule of the square, the Lucena and Philidor positions, and the basics of minor-piece endings. Every chapter ends with exercises and fully explained solutions. Paperback, 256 pages, with more than 200 diagrams.',
    imageUrl: '/images/products/book-endgame-compass.svg',
    price: 2795,
    stock: 13,
    category: 'Books',
  },
  {
    name: 'Brassmoor Mechanical Chess Clock',
    description:
      'A wind-up analogue clock in a solid beech case with two faces, push buttons on top and a red flag on each dial that falls as the minute hand passes twelve. It needs no batteries and gives many years of service for classical and rapid games without increments. It measures 7 x 4 x 2.5 inches.',
    imageUrl: '/images/products/brassmoor-mechanical-clock.svg',
    price: 7200,
    stock: 26,
    category: 'Chess Clocks',
  },
  {
    name: 'Cast-Iron Knight Bookends (Pair)',
    description:
      'A pair of knight-head bookends cast in iron with a matte black powder coat. Each stands 7 inches tall, weighs about 3.3 pounds and has felt pads underneath to protect your shelves. They make a sturdy, handsome gift for any chess player with a growing library.',
    imageUrl: '/images/products/knight-bookends.svg',
    price: 6400,
    stock: 39,
    category: 'Accessories',
  },
  {
    name: 'Magnetic Wall Demonstration Board',
    description:
      'A 30 x 33-inch roll-up vinyl demonstration board with 3.5-inch squares, coordinates on every edge and a hanging rod with cord. It comes with a full set of magnetic pieces plus spare queens, so a coach can show positions to a whole classroom. It rolls into the included tube for storage.',
    imageUrl: '/images/products/magnetic-demo-board.svg',
    price: 11900,
    stock: 17,
    category: 'Chess Boards',
  },
  {
    name: 'Opening Blueprints: Plans, Not Move Lists',
    description:
      "Edwin Ostrander teaches openings through their plans and pawn structures instead of long memorised lines. He covers the Italian Game, Queen's Gambit, Sicilian, Caro-Kann, London System and King's Indian, so it works with any repertoire. Paperback, 352 pages, ideal for players rated roughly 1000 to 1700.",
    imageUrl: '/images/products/book-opening-blueprints.svg',
    price: 3495,
    stock: 30,
    category: 'Books',
  },
];
