import type { Server } from 'node:http';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES, REQUIRED_EXPOSES, type RemoteDeployment } from '@kingside/contracts/deployments';
import request from 'supertest';
import { fittingTypes, publishToStore, registryApp, siteFixture } from '../testing/fixtures/deployments';
import type { TestApp } from '../testing/testApp';
import { typeProblems, type ContractUsage } from './contractCheckTypes';

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
    expect(typeProblems('shop', { exposes: ['./Routes'], exposedTypes: undefined }, USAGE)).toEqual([DEPLOYMENT_MESSAGES.noExposedTypes]);
    const [unreadable] = typeProblems('shop', { exposes: ['./Routes'], exposedTypes: { format: 2, modules: {} } }, USAGE);
    expect(unreadable).toMatch(/^its exposedTypes cannot be read: "format" must be \[1\]/);
    expect(typeProblems('shop', { exposes: ['./ProductsPreview'], exposedTypes: undefined }, USAGE)).toEqual([]);
    expect(typeProblems('admin', { exposes: ['./Routes'], exposedTypes: undefined }, USAGE)).toEqual([]);
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

  /** The shop's types as the site uses them, with the teaser's productIds changed to `type`. */
  function shopWithTeaser(type: string) {
    const types = fittingTypes('shop', REQUIRED_EXPOSES.shop) as { modules: Record<string, Record<string, unknown>> };
    types.modules['./ProductTeaser']!.default = { kind: 'function', props: { productIds: { type, optional: false } } };
    return types;
  }

  it('refuses with 422 a version whose ProductTeaser takes other props than the learn section passes, and registers nothing', async () => {
    publishToStore(site.remotesDir, 'shop', 'teaser-strings', { exposedTypes: shopWithTeaser('string[]') });
    const res = await register('teaser-strings').expect(422);
    expect(res.body).toEqual({
      message: DEPLOYMENT_MESSAGES.typesBroken('shop', 'teaser-strings'),
      problems: [
        DEPLOYMENT_MESSAGES.typeBroken(
          './ProductTeaser',
          'the learn section',
          'default',
          'a component taking { productIds: number[] }',
          'takes { productIds: string[] }',
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
    publishToStore(site.remotesDir, 'shop', 'teaser-numbers', { exposedTypes: shopWithTeaser('number[]') });
    await register('teaser-numbers').expect(201);
    const live = await api().post(DEPLOYMENT_API.activate('shop')).set(deployAuth).send({ version: 'teaser-numbers' }).expect(200);
    expect((live.body as RemoteDeployment).active).toBe('teaser-numbers');
  });
});
