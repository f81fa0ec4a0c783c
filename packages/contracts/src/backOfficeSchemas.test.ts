import type { CatalogueInputs, CatalogueKind } from './backOffice';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  CATALOGUE_KINDS,
  catalogueAuditAction,
  isInStock,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  TEXT_LIMITS,
  versionEtag,
} from './backOfficeAdmin';
import { auditQuerySchema, catalogueCreateSchemas, catalogueListQuerySchemas, cataloguePatchSchemas } from './backOfficeSchemas';
import type Joi from 'joi';

const VALID: { [K in CatalogueKind]: CatalogueInputs[K] } = {
  products: {
    name: 'Club Set',
    description: 'A set for the club.',
    imageUrl: '/images/products/club-set.svg',
    price: 4999,
    stock: 12,
    category: 'Chess Sets',
  },
  lessons: {
    title: 'Forks',
    description: 'One piece, two targets.',
    imageUrl: '/uploads/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp',
    level: 'beginner',
    lessonCount: 4,
    content: 'First.\nSecond.',
    category: 'Tactics',
  },
  'blog-posts': {
    title: 'Why endgames',
    excerpt: 'Because they decide games.',
    content: 'First.\nSecond.',
    imageUrl: '/images/blog/endgames.svg',
    category: 'Endgames',
    publishedDate: '2026-03-14',
  },
};

/** How each field is named in its messages. */
const LABELS: Record<string, string> = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  excerpt: 'Excerpt',
  content: 'Content',
  imageUrl: 'Image',
  price: 'Price',
  stock: 'Stock',
  lessonCount: 'Lesson count',
  level: 'Level',
  category: 'Category',
  publishedDate: 'Published date',
};

/** The message for `value`, as the api validates (first error, unknown keys refused, strings converted). */
function messageFor(schema: Joi.ObjectSchema, value: unknown): string | undefined {
  return schema.validate(value, { abortEarly: true, allowUnknown: false, convert: true }).error?.details[0]?.message;
}

describe.each(CATALOGUE_KINDS)('the %s schemas', (kind) => {
  const create = catalogueCreateSchemas[kind];
  const patch = cataloguePatchSchemas[kind];
  const valid = VALID[kind] as unknown as Record<string, unknown>;
  const fields = Object.keys(valid);

  it('accept a complete record, and any one field as an edit', () => {
    expect(messageFor(create, valid)).toBeUndefined();
    for (const field of fields) expect(messageFor(patch, { [field]: valid[field] })).toBeUndefined();
    expect(messageFor(patch, { archived: false })).toBeUndefined();
  });

  it('cover exactly the record’s fields (plus archived for an edit)', () => {
    expect(Object.keys(create.describe().keys ?? {}).sort()).toEqual([...fields].sort());
    expect(Object.keys(patch.describe().keys ?? {}).sort()).toEqual([...fields, 'archived'].sort());
  });

  it.each(Object.keys(VALID[kind]))('name the field %s when it is missing or wrong', (field) => {
    const label = LABELS[field]!;
    const { [field]: _removed, ...without } = valid;
    expect(messageFor(create, without)).toBe(`${label} is required`);
    for (const wrong of [null, {}, [], true]) {
      expect(messageFor(create, { ...valid, [field]: wrong })).toMatch(new RegExp(`^${label} `));
      expect(messageFor(patch, { [field]: wrong })).toMatch(new RegExp(`^${label} `));
    }
  });

  it('refuse an unknown field, naming it, and an empty edit', () => {
    expect(messageFor(create, { ...valid, color: 'red' })).toBe('Unknown field: color');
    expect(messageFor(patch, { id: 3 })).toBe('Unknown field: id');
    expect(messageFor(patch, { version: 3 })).toBe('Unknown field: version');
    expect(messageFor(patch, {})).toBe('Nothing to change');
    expect(messageFor(patch, { archived: 'no' })).toBe('Archived must be true or false');
  });

  it('trim text and refuse blank text or text over its limit', () => {
    const textField = kind === 'products' ? 'name' : 'title';
    const label = LABELS[textField]!;
    expect(create.validate({ ...valid, [textField]: '  Spaced  ' }).value[textField]).toBe('Spaced');
    expect(messageFor(create, { ...valid, [textField]: '   ' })).toBe(`${label} is required`);
    expect(messageFor(create, { ...valid, [textField]: 'x'.repeat(TEXT_LIMITS[textField] + 1) })).toBe(
      `${label} must be at most ${TEXT_LIMITS[textField]} characters`,
    );
  });

  it('take only images the site serves itself', () => {
    for (const imageUrl of ['https://evil.example/a.png', '/images/../secret', 'images/a.png', '/static/a.png', '/images/a b.png']) {
      expect(messageFor(create, { ...valid, imageUrl })).toMatch(/^Image must be /);
    }
  });
});

describe('product rules', () => {
  const create = catalogueCreateSchemas.products;
  const withPrice = (price: unknown) => messageFor(create, { ...VALID.products, price });

  it('take prices from 1 to 10,000,000 cents, whole numbers only, and say so', () => {
    expect(withPrice(PRICE_MIN_CENTS)).toBeUndefined();
    expect(withPrice(PRICE_MAX_CENTS)).toBeUndefined();
    for (const price of [0, PRICE_MAX_CENTS + 1, -5, 10.5, '100', Number.NaN]) {
      expect(withPrice(price)).toBe('Price must be a whole number of cents from 1 to 10,000,000 ($0.01 to $100,000.00)');
    }
  });

  it('take a stock of 0 or more', () => {
    expect(messageFor(create, { ...VALID.products, stock: 0 })).toBeUndefined();
    expect(messageFor(create, { ...VALID.products, stock: -1 })).toBe('Stock must be a whole number between 0 and 1,000,000');
  });

  it('derive inStock from stock', () => {
    expect([isInStock(0), isInStock(1), isInStock(40)]).toEqual([false, true, true]);
  });
});

describe('lesson and article rules', () => {
  it('name the level, the category and the date', () => {
    expect(messageFor(catalogueCreateSchemas.lessons, { ...VALID.lessons, level: 'expert' })).toBe(
      'Level must be one of: beginner, intermediate, advanced',
    );
    expect(messageFor(catalogueCreateSchemas.lessons, { ...VALID.lessons, lessonCount: 51 })).toBe(
      'Lesson count must be a whole number between 1 and 50',
    );
    expect(messageFor(catalogueCreateSchemas['blog-posts'], { ...VALID['blog-posts'], category: 'Gossip' })).toMatch(
      /^Category must be one of: Strategy, /,
    );
    for (const publishedDate of ['2026-13-01', '14/03/2026', '2026-3-14']) {
      expect(messageFor(catalogueCreateSchemas['blog-posts'], { ...VALID['blog-posts'], publishedDate })).toBe(
        'Published date must be a date (YYYY-MM-DD)',
      );
    }
  });
});

describe('list and audit queries', () => {
  it('convert the query string, default the page, and name a bad parameter', () => {
    const { value, error } = catalogueListQuerySchemas.products.validate({ archived: 'true', limit: '5', offset: '10', q: ' set ' });
    expect(error).toBeUndefined();
    expect(value).toEqual({ archived: true, limit: 5, offset: 10, q: 'set' });
    expect(catalogueListQuerySchemas.lessons.validate({}).value).toEqual({ limit: ADMIN_LIST_DEFAULT_LIMIT, offset: 0 });
    expect(messageFor(catalogueListQuerySchemas.products, { limit: '0' })).toBe('limit must be a whole number from 1 to 100');
    expect(messageFor(catalogueListQuerySchemas.products, { category: 'Cars' })).toMatch(/^category must be one of: /);
    expect(messageFor(catalogueListQuerySchemas.lessons, { level: 'expert' })).toMatch(/^level must be one of: /);
    expect(messageFor(catalogueListQuerySchemas.lessons, { category: 'Tactics' })).toBe('Unknown field: category');
    expect(messageFor(catalogueListQuerySchemas['blog-posts'], { q: 'x'.repeat(101) })).toBe('q must be at most 100 characters');
    expect(messageFor(auditQuerySchema, { entity: 'product', entityId: '3' })).toBeUndefined();
    expect(messageFor(auditQuerySchema, { entity: 'product; drop' })).toMatch(/^entity /);
    expect(messageFor(auditQuerySchema, { entityId: '0' })).toBe('entityId must be a positive whole number');
  });
});

describe('versions and audit actions', () => {
  it('write a version as a strong ETag and an action as entity.verb', () => {
    expect(versionEtag(3)).toBe('"3"');
    expect(catalogueAuditAction('blog-posts', 'restore')).toBe('blogPost.restore');
    expect(catalogueAuditAction('products', 'create')).toBe('product.create');
  });
});
