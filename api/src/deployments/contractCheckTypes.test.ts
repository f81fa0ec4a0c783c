import type { Server } from 'node:http';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES, REQUIRED_EXPOSES, type RemoteDeployment } from '@kingside/contracts/deployments';
import request from 'supertest';
import { fittingTypes, publishToStore, registryApp, siteFixture } from '../testing/fixtures/deployments';
import type { TestApp } from '../testing/testApp';
import { assignable, typeProblems, type ContractUsage } from './contractCheckTypes';

/*
 * The typed contract (issue 45, docs/spec.md §7.13): a version whose exposed types break what the shell or another section
 * uses of them is refused at publishing (registration) with 422, each problem naming the module, who uses it and the
 * member; a version that fits is registered and goes live.
 */

const DEPLOY_TOKEN = 'deploy-token-for-the-typed-contract-0123456789';
const deployAuth = { Authorization: `Bearer ${DEPLOY_TOKEN}` };

/** What the learn section uses of the shop's teaser, and the shell of the auth section's menu, as contractUsage.json says. */
const USAGE: ContractUsage = {
  shop: {
    './ProductTeaser': [
      { consumer: 'learn', member: 'default', kind: 'function', props: { productIds: { type: 'number[]', optional: false } } },
    ],
    './Routes': [{ consumer: 'shell', member: 'default', kind: 'function', props: {} }],
  },
};
const shopTypes = (teaser: unknown, routes: unknown = { kind: 'function', props: {} }) => ({
  exposes: ['./ProductTeaser', './Routes'],
  exposedTypes: {
    format: 1,
    modules: { './ProductTeaser': teaser === undefined ? {} : { default: teaser }, './Routes': { default: routes } },
  },
});
const teaser = (props: Record<string, { type: string; optional: boolean }>) => ({ kind: 'function', props });

describe('typeProblems', () => {
  it('accepts the same types, an extra optional prop, a prop made optional and extra exports', () => {
    const same = shopTypes(teaser({ productIds: { type: 'number[]', optional: false } }));
    expect(typeProblems('shop', same, USAGE)).toEqual([]);
    const evolved = shopTypes(teaser({ productIds: { type: 'number[]', optional: true }, heading: { type: 'string', optional: true } }));
    evolved.exposedTypes.modules['./ProductTeaser'] = {
      ...evolved.exposedTypes.modules['./ProductTeaser'],
      TEASER_MAX: { kind: 'value', type: '2' },
    } as never;
    expect(typeProblems('shop', evolved, USAGE)).toEqual([]);
  });

  it('names the module, the consumer and the member of each break', () => {
    expect(typeProblems('shop', shopTypes(teaser({ productIds: { type: 'string[]', optional: false } })), USAGE)).toEqual([
      "./ProductTeaser: the learn section uses `default` as a component taking { productIds: number[] }; this version's `default` takes { productIds: string[] }",
    ]);
    expect(
      typeProblems(
        'shop',
        shopTypes(teaser({ productIds: { type: 'number[]', optional: false } }), teaser({ category: { type: 'string', optional: false } })),
        USAGE,
      ),
    ).toEqual(["./Routes: the shell uses `default` as a component taking no props; this version's `default` takes { category: string }"]);
    expect(typeProblems('shop', shopTypes(undefined, { kind: 'value', type: 'string' }), USAGE)).toEqual([
      "./ProductTeaser: the learn section uses `default` as a component taking { productIds: number[] }; this version's `default` is missing",
      "./Routes: the shell uses `default` as a component taking no props; this version's `default` is not a component: it is a value of type string",
    ]);
  });

  it('refuses a version without types, or with types it cannot read; leaves a module it does not expose to the exposes check', () => {
    let deep: unknown = { kind: 'primitive', name: 'number' };
    for (let i = 0; i < 100; i++) deep = { kind: 'array', readonly: false, element: deep };
    const [tooDeep] = typeProblems(
      'shop',
      shopTypes(teaser({ productIds: { type: 'number[]', optional: false, shape: deep } as never })),
      USAGE,
    );
    expect(tooDeep).toBe(DEPLOYMENT_MESSAGES.unreadableTypes('its types nest too deep'));
    expect(typeProblems('shop', { exposes: ['./Routes'], exposedTypes: undefined }, USAGE)).toEqual([DEPLOYMENT_MESSAGES.noExposedTypes]);
    const [unreadable] = typeProblems('shop', { exposes: ['./Routes'], exposedTypes: { format: 2, modules: {} } }, USAGE);
    expect(unreadable).toMatch(/^its exposedTypes cannot be read: "format" must be \[1\]/);
    expect(typeProblems('shop', { exposes: ['./ProductsPreview'], exposedTypes: undefined }, USAGE)).toEqual([]);
    expect(typeProblems('admin', { exposes: ['./Routes'], exposedTypes: undefined }, USAGE)).toEqual([]);
  });
});

describe('types compared by assignability', () => {
  type Shape = Parameters<typeof assignable>[0];
  const number: Shape = { kind: 'primitive', name: 'number' };
  const string: Shape = { kind: 'primitive', name: 'string' };
  const array = (element: Shape, readonly = false): Shape => ({ kind: 'array', readonly, element });
  const union = (...members: Shape[]): Shape => ({ kind: 'union', members });
  const literal = (value: string | number | boolean): Shape => ({ kind: 'literal', value });
  const fn = (params: Shape[], returns: Shape = { kind: 'primitive', name: 'void' }, optional = 0): Shape => ({
    kind: 'function',
    params: params.map((shape, i) => ({ shape, optional: i >= params.length - optional })),
    returns,
  });
  const object = (props: Record<string, [Shape, boolean]>): Shape => ({
    kind: 'object',
    props: Object.fromEntries(Object.entries(props).map(([name, [shape, optional]]) => [name, { shape, optional }])),
  });
  const named = (type: string): Shape => ({ kind: 'named', type });

  it('accepts what TypeScript accepts: a wider type, a readonly array for an array, a callback given more than it takes', () => {
    expect(assignable(array(number), array(number, true))).toBe(true);
    expect(assignable(array(number), array(union(number, string)))).toBe(true);
    expect(assignable(union(literal('a'), literal('b')), union(literal('a'), literal('b'), literal('c')))).toBe(true);
    expect(assignable(literal(true), { kind: 'primitive', name: 'boolean' })).toBe(true);
    expect(assignable(number, { kind: 'primitive', name: 'unknown' })).toBe(true);
    expect(assignable(fn([]), fn([string]))).toBe(true);
    expect(assignable(fn([union(string, number)]), fn([string]))).toBe(true);
    expect(assignable(fn([number], number), fn([number]))).toBe(true);
    expect(assignable(object({ id: [number, false], label: [string, false] }), object({ id: [number, false], note: [string, true] }))).toBe(
      true,
    );
    expect(assignable(named('ReactNode'), named('ReactNode'))).toBe(true);
  });

  it('refuses what TypeScript refuses: a narrower type, an array for a readonly one, a callback that needs more', () => {
    expect(assignable(array(number, true), array(number))).toBe(false);
    expect(assignable(array(number), array(string))).toBe(false);
    expect(assignable(union(literal('a'), literal('b')), literal('a'))).toBe(false);
    expect(assignable(union(number, { kind: 'primitive', name: 'undefined' }), number)).toBe(false);
    expect(assignable(fn([string]), fn([]))).toBe(false);
    expect(assignable(fn([string]), fn([union(string, number)]))).toBe(false);
    expect(assignable(fn([string]), fn([string], undefined, 1))).toBe(false);
    expect(assignable(fn([], string), fn([], number))).toBe(false);
    expect(assignable(object({ id: [number, true] }), object({ id: [number, false] }))).toBe(false);
    expect(assignable(object({}), object({ id: [number, false] }))).toBe(false);
    expect(assignable(named('Product'), named('Lesson'))).toBe(false);
    expect(assignable(named('Product'), object({}))).toBe(false);
  });

  /** The learn section's use of the teaser as contractUsage.json records it: the structure it was checked against. */
  const RECORDED: ContractUsage = {
    shop: {
      './ProductTeaser': [
        {
          consumer: 'learn',
          member: 'default',
          kind: 'function',
          props: { productIds: { type: 'readonly number[]', optional: false, shape: array(number, true) } },
        },
      ],
    },
  };
  const teaserTaking = (type: string, shape?: Shape) => ({
    exposes: ['./ProductTeaser'],
    exposedTypes: {
      format: 1,
      modules: { './ProductTeaser': { default: teaser({ productIds: { type, optional: false, shape } as never }) } },
    },
  });

  it('registers a version that widens a prop, and names the module, the consumer and the member of one that narrows it', () => {
    expect(typeProblems('shop', teaserTaking('readonly (string | number)[]', array(union(string, number), true)), RECORDED)).toEqual([]);
    expect(typeProblems('shop', teaserTaking('number[]', array(number)), RECORDED)).toEqual([
      DEPLOYMENT_MESSAGES.typeBroken(
        './ProductTeaser',
        'the learn section',
        'default',
        'a component taking { productIds: readonly number[] }',
        'takes { productIds: number[] }',
      ),
    ]);
  });

  it('compares a type as printed when the version was built before types carried their structure', () => {
    expect(typeProblems('shop', teaserTaking('readonly number[]'), RECORDED)).toEqual([]);
    expect(typeProblems('shop', teaserTaking('readonly (string | number)[]'), RECORDED)).toHaveLength(1);
  });
});

describe('publishing against the typed contract', () => {
  let t: TestApp;
  let server: Server;
  let close: () => Promise<void>;
  let site: ReturnType<typeof siteFixture>;

  beforeAll(async () => {
    site = siteFixture();
    ({ t, server, close } = await registryApp(site, DEPLOY_TOKEN));
  }, 60_000);
  afterAll(() => close());

  const api = () => request(server);
  const register = (version: string) => api().post(DEPLOYMENT_API.versions('shop')).set(deployAuth).send({ version });

  /** The shop's types as the site uses them, with the teaser's productIds changed to `type`, of `element`s. */
  function shopWithTeaser(type: string, element: string) {
    const types = fittingTypes('shop', REQUIRED_EXPOSES.shop) as { modules: Record<string, Record<string, unknown>> };
    const shape = { kind: 'array', readonly: true, element: { kind: 'primitive', name: element } };
    types.modules['./ProductTeaser']!.default = { kind: 'function', props: { productIds: { type, optional: false, shape } } };
    return types;
  }

  it('refuses with 422 a version whose ProductTeaser takes other props than the learn section passes, and registers nothing', async () => {
    publishToStore(site.remotesDir, 'shop', 'teaser-strings', { exposedTypes: shopWithTeaser('readonly string[]', 'string') });
    const res = await register('teaser-strings').expect(422);
    expect(res.body).toEqual({
      message: DEPLOYMENT_MESSAGES.typesBroken('shop', 'teaser-strings'),
      problems: [
        DEPLOYMENT_MESSAGES.typeBroken(
          './ProductTeaser',
          'the learn section',
          'default',
          'a component taking { productIds: readonly number[] }',
          'takes { productIds: readonly string[] }',
        ),
      ],
    });
    expect(await t.db.models.RemoteVersion.count({ where: { remote: 'shop', version: 'teaser-strings' } })).toBe(0);
  });

  it('refuses with 422 a version that carries no types', async () => {
    publishToStore(site.remotesDir, 'shop', 'untyped', { exposedTypes: null });
    const res = await register('untyped').expect(422);
    expect(res.body).toEqual({
      message: DEPLOYMENT_MESSAGES.typesBroken('shop', 'untyped'),
      problems: [DEPLOYMENT_MESSAGES.noExposedTypes],
    });
  });

  it('registers a version whose types fit, and it goes live', async () => {
    publishToStore(site.remotesDir, 'shop', 'teaser-numbers', { exposedTypes: shopWithTeaser('readonly number[]', 'number') });
    await register('teaser-numbers').expect(201);
    const live = await api().post(DEPLOYMENT_API.activate('shop')).set(deployAuth).send({ version: 'teaser-numbers' }).expect(200);
    expect((live.body as RemoteDeployment).active).toBe('teaser-numbers');
  });
});
