import { RUNTIME_CONFIG_ELEMENT_ID } from '@kingside/contracts';
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
  });
});
