import { BUILT_IN_VERSION, RUNTIME_CONFIG_ELEMENT_ID } from '@kingside/contracts';
import { manifestUrl, readRuntimeConfig } from './runtimeConfig';
import { jsonElementPage } from './jsonElementPage';

const page = (json?: string) => jsonElementPage(RUNTIME_CONFIG_ELEMENT_ID, json);

describe('runtime configuration of remotes', () => {
  it('defaults every remote to the same origin', () => {
    const config = readRuntimeConfig(page());
    expect(manifestUrl(config, 'shop')).toBe('/remotes/shop/mf-manifest.json');
    expect(Object.keys(config.remotes)).toHaveLength(6);
  });

  it('takes relocated remotes from the page, adding the trailing slash', () => {
    const config = readRuntimeConfig(page(JSON.stringify({ remotes: { learn: 'https://cdn.example/learn' } })));
    expect(manifestUrl(config, 'learn')).toBe('https://cdn.example/learn/mf-manifest.json');
    expect(manifestUrl(config, 'blog')).toBe('/remotes/blog/mf-manifest.json');
  });

  it('ignores unknown remotes and unreadable configuration', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readRuntimeConfig(page('{not json')).remotes.shop).toBe('/remotes/shop/');
    expect(readRuntimeConfig(page(JSON.stringify({ remotes: { evil: 'x' } }))).remotes).not.toHaveProperty('evil');
    // Not even a name every object answers to.
    expect(readRuntimeConfig(page(JSON.stringify({ remotes: { toString: 'https://evil.example/' } }))).remotes.toString).toBe(
      Object.prototype.toString,
    );
    expect(readRuntimeConfig(page('null')).remotes.shop).toBe('/remotes/shop/');
  });

  it('reads which version each remote serves, the built-in one unless it says (issue 20)', () => {
    const old = readRuntimeConfig(page(JSON.stringify({ remotes: { shop: '/remotes/shop/v42/' } })));
    expect(old.versions).toEqual({
      learn: BUILT_IN_VERSION,
      blog: BUILT_IN_VERSION,
      shop: BUILT_IN_VERSION,
      checkout: BUILT_IN_VERSION,
      auth: BUILT_IN_VERSION,
      admin: BUILT_IN_VERSION,
    });
    expect(old.fallbacks).toEqual({});
    const config = readRuntimeConfig(
      page(
        JSON.stringify({
          remotes: { shop: '/remotes/shop/v42/', learn: 'https://cdn.example/learn/7' },
          versions: { shop: 'v42', learn: '7.0.1' },
          fallbacks: {
            shop: { url: '/remotes/shop/v41', version: 'v41' },
            learn: { url: 'https://cdn.example/learn/6/', version: BUILT_IN_VERSION },
          },
        }),
      ),
    );
    expect(config.remotes.learn).toBe('https://cdn.example/learn/7/');
    expect(config.versions).toMatchObject({ shop: 'v42', learn: '7.0.1', blog: BUILT_IN_VERSION });
    expect(config.fallbacks).toEqual({
      shop: { url: '/remotes/shop/v41/', version: 'v41' },
      learn: { url: 'https://cdn.example/learn/6/', version: BUILT_IN_VERSION },
    });
  });

  it('ignores versions and fallbacks that are not strings, name no remote or no version', () => {
    const config = readRuntimeConfig(
      page(
        JSON.stringify({
          remotes: { shop: 42, blog: '' },
          versions: { shop: 42, blog: '', learn: '../../etc', evil: 'v1', auth: ['v2'], checkout: 'v3' },
          fallbacks: {
            shop: { url: '/remotes/shop/v41/' },
            blog: { version: 'v1' },
            learn: 'https://cdn.example/learn/6/',
            auth: { url: 7, version: 'v1' },
            admin: null,
            evil: { url: '/x/', version: 'v1' },
            checkout: { url: '/remotes/checkout/v2/', version: 'v 2' },
          },
        }),
      ),
    );
    expect(config.remotes).toMatchObject({ shop: '/remotes/shop/', blog: '/remotes/blog/' });
    expect(config.versions).toEqual({
      learn: BUILT_IN_VERSION,
      blog: BUILT_IN_VERSION,
      shop: BUILT_IN_VERSION,
      checkout: 'v3',
      auth: BUILT_IN_VERSION,
      admin: BUILT_IN_VERSION,
    });
    expect(config.fallbacks).toEqual({});
    expect(readRuntimeConfig(page(JSON.stringify({ versions: 'v1', fallbacks: [{ url: '/x/', version: 'v1' }] }))).fallbacks).toEqual({});
  });
});
