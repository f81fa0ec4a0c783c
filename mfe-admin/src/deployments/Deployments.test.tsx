import { BACK_OFFICE_MESSAGES, BUILT_IN_VERSION, REMOTES, type RemoteName } from '@kingside/contracts';
import {
  DEPLOYMENT_API,
  DEPLOYMENT_MESSAGES,
  REQUIRED_EXPOSES,
  type PreviewLink,
  type RemoteDeployment,
  type RemoteVersion,
} from '@kingside/contracts/deployments';
import { versionEtag } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { fakeApi, gate, renderAdmin, storeSignIn, type FakeAnswer, type FakeCall } from '../testing/renderAdmin';
import { DEPLOYMENTS_COPY } from './copy';

/** Every row of a table as the texts of its cells. */
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
/** A remote's summary: each term and what it says. */
const summary = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const header = (call: FakeCall, name: string) => Object.entries(call.headers).find(([key]) => key.toLowerCase() === name)?.[1];
const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const reads = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/remotes').length;

const version = (remote: RemoteName, name: string, fields: Partial<RemoteVersion> = {}): RemoteVersion => ({
  remote,
  version: name,
  url: `/remotes/${remote}/${name}/`,
  manifestDigest: 'a'.repeat(64),
  exposes: [...REQUIRED_EXPOSES[remote]],
  publishedAt: '2026-03-20T09:00:00.000Z',
  publishedBy: 'admin@kingside.example',
  local: true,
  ...fields,
});

function deployment(remote: RemoteName, fields: Partial<RemoteDeployment> = {}): RemoteDeployment {
  const label = REMOTES.find((r) => r.name === remote)?.label ?? remote;
  return {
    remote,
    label,
    active: BUILT_IN_VERSION,
    previous: null,
    canary: null,
    overriddenBy: null,
    failuresLastHour: {},
    versions: [],
    revision: 1,
    ...fields,
  };
}

/** Shop: 2.0.0 live, 1.0.0 before it, 2.1.0 for 10 % of browsers; Blog built-in with 1.1.0 published, relocated by REMOTE_BLOG_URL; the rest built-in. */
function sixRemotes(): RemoteDeployment[] {
  return REMOTES.map(({ name }) => {
    if (name === 'shop')
      return deployment('shop', {
        active: '2.0.0',
        previous: '1.0.0',
        canary: { version: '2.1.0', percent: 10 },
        failuresLastHour: { '2.1.0': 4, '2.0.0': 1 },
        versions: [
          version('shop', '2.1.0', {
            local: false,
            url: 'https://cdn.example/shop/2.1.0/',
            publishedBy: 'deploy token',
            publishedAt: '2026-03-21T10:30:00.000Z',
          }),
          version('shop', '2.0.0'),
          version('shop', '1.0.0', { publishedAt: '2026-03-01T08:00:00.000Z' }),
        ],
        revision: 7,
      });
    if (name === 'blog')
      return deployment('blog', {
        overriddenBy: 'https://cdn.example/blog/',
        failuresLastHour: { [BUILT_IN_VERSION]: 2 },
        versions: [version('blog', '1.1.0')],
      });
    return deployment(name);
  });
}

/**
 * The registry's admin api over deployments in memory, as its contract describes it: every change needs the
 * remote's revision in If-Match (412 when stale) and bumps it. `before` answers first (refusals, failures);
 * `db` can be changed behind the screen's back ("someone else").
 */
function fakeDeployments(before?: (call: FakeCall) => FakeAnswer | undefined) {
  const db = sixRemotes();
  const calls = fakeApi((call) => {
    const early = before?.(call);
    if (early) return early;
    if (call.url === '/api/admin/remotes' && call.method === 'GET') return { body: db };
    const match = /^\/api\/admin\/remotes\/(\w+)\/(activate|rollback|canary|promote)$/.exec(call.url);
    const index = db.findIndex((d) => d.remote === match?.[1]);
    const current = db[index];
    if (!match || !current || call.method !== 'POST') return undefined;
    if (header(call, 'if-match') !== versionEtag(current.revision))
      return { status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } };
    const body = call.body as { version?: string; percent?: number };
    const next: RemoteDeployment = { ...current, revision: current.revision + 1 };
    switch (match[2]) {
      case 'activate':
        Object.assign(next, { active: body.version, previous: current.active });
        break;
      case 'rollback':
        if (!current.previous) return { status: 409, body: { message: DEPLOYMENT_MESSAGES.noPrevious(current.remote) } };
        Object.assign(next, { active: current.previous, previous: null });
        break;
      case 'canary':
        next.canary = body.percent === 0 ? null : { version: body.version ?? '', percent: body.percent ?? 0 };
        break;
      case 'promote':
        if (!current.canary) return { status: 409, body: { message: DEPLOYMENT_MESSAGES.noCanary(current.remote) } };
        Object.assign(next, { active: current.canary.version, previous: current.active, canary: null });
        break;
    }
    db[index] = next;
    return { body: next };
  });
  return { calls, db };
}

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

async function openShop() {
  renderAdmin('/admin/deployments');
  return screen.findByRole('region', { name: 'Shop' });
}

describe('/admin/deployments', () => {
  it('has its own entry in the admin menu', async () => {
    fakeDeployments();
    renderAdmin('/admin/deployments');
    const sidebar = await screen.findByLabelText('Admin sidebar');
    const link = within(within(sidebar).getByLabelText('Admin')).getByRole('link', { name: 'Deployments', hidden: true });
    expect(link).toHaveAttribute('href', '/admin/deployments');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows each of the six remotes: live, previous, canary, publish time, failures in the last hour, and each version with what it exposes', async () => {
    const wait = gate();
    const { calls } = fakeDeployments((call) =>
      call.method === 'GET' && reads(calls) === 1 ? { until: wait.promise, body: sixRemotes() } : undefined,
    );
    renderAdmin('/admin/deployments');
    expect(await screen.findByText(DEPLOYMENTS_COPY.loading)).toHaveAttribute('role', 'status');
    wait.open();
    const shop = await screen.findByRole('region', { name: 'Shop' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeInTheDocument();
    expect(screen.getByText(DEPLOYMENTS_COPY.intro)).toBeInTheDocument();
    expect(document.title).toBe('Deployments - Kingside Academy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(REMOTES.map((r) => r.label));
    expect(calls[0]).toMatchObject({ url: '/api/admin/remotes', headers: { Authorization: `Bearer ${'T'.repeat(43)}` } });

    expect(summary(shop)).toEqual([
      ['Live', '2.0.0 · 1 failure in the last hour'],
      ['Published', 'March 20, 2026 at 9:00 AM UTC by admin@kingside.example'],
      ['Previous', '1.0.0 · 0 failures in the last hour'],
      ['Canary', '2.1.0 for 10% of browsers · 4 failures in the last hour'],
    ]);
    expect(cellTexts(within(shop).getByRole('table', { name: 'Versions of Shop' }))).toEqual([
      ['Version', 'Published', 'By', 'Served from', 'Exposes', 'Failures (last hour)', 'Actions'],
      [
        '2.1.0Canary 10%',
        'March 21, 2026 at 10:30 AM UTC',
        'deploy token',
        'https://cdn.example/shop/2.1.0/',
        './Routes, ./ProductsPreview, ./ProductTeaser',
        '4',
        'Activate Shop 2.1.0Canary… Shop 2.1.0Preview link Shop 2.1.0',
      ],
      [
        '2.0.0Live',
        'March 20, 2026 at 9:00 AM UTC',
        'admin@kingside.example',
        'This site',
        './Routes, ./ProductsPreview, ./ProductTeaser',
        '1',
        'Preview link Shop 2.0.0',
      ],
      [
        '1.0.0Previous',
        'March 1, 2026 at 8:00 AM UTC',
        'admin@kingside.example',
        'This site',
        './Routes, ./ProductsPreview, ./ProductTeaser',
        '0',
        'Activate Shop 1.0.0Canary… Shop 1.0.0Preview link Shop 1.0.0',
      ],
      [
        'built-in (built with the site)',
        'With the site',
        '—',
        'This site',
        './Routes, ./ProductsPreview, ./ProductTeaser',
        '0',
        'Activate Shop built-in (built with the site)Preview link Shop built-in (built with the site)',
      ],
    ]);

    // A remote that never left the version built with the site.
    const learn = screen.getByRole('region', { name: 'Lessons' });
    expect(summary(learn)).toEqual([
      ['Live', 'built-in (built with the site) · 0 failures in the last hour'],
      ['Published', 'With the site'],
      ['Previous', 'None'],
      ['Canary', 'None'],
    ]);
    expect(cellTexts(within(learn).getByRole('table', { name: 'Versions of Lessons' }))[1]).toEqual([
      'built-in (built with the site)Live',
      'With the site',
      '—',
      'This site',
      REQUIRED_EXPOSES.learn.join(', '),
      '0',
      'Preview link Lessons built-in (built with the site)',
    ]);
    expect(within(learn).getByRole('button', { name: 'Roll back Lessons' })).toBeDisabled();
    expect(within(learn).queryByRole('button', { name: /Promote canary/ })).not.toBeInTheDocument();

    // Relocated by the server's environment: said, and the actions stay.
    const blog = screen.getByRole('region', { name: 'Blog' });
    expect(blog).toHaveTextContent(DEPLOYMENTS_COPY.overridden('REMOTE_BLOG_URL', 'https://cdn.example/blog/'));
    expect(blog).toHaveTextContent(
      'Overridden by REMOTE_BLOG_URL: https://cdn.example/blog/. This server loads that address whatever is live here',
    );
    expect(summary(blog)[0]).toEqual(['Live', 'built-in (built with the site) · 2 failures in the last hour']);
    expect(screen.getByRole('region', { name: 'Admin portal' })).not.toHaveTextContent('Overridden by');
  });

  it('Activate asks first, sends the version with If-Match, says so, and shows the new state', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    const opener = within(shop).getByRole('button', { name: 'Activate Shop 1.0.0' });
    // A click focuses the button in a browser; jsdom's fireEvent does not.
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Make Shop 1.0.0 live for every visitor?' });
    expect(dialog).toHaveAccessibleDescription(
      "Every visitor's next page load gets Shop 1.0.0. 2.0.0 becomes the previous version, which Roll back returns to.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Cancel changes nothing and gives the focus back.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);

    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make live' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENT_MESSAGES.activated('Shop', '1.0.0')));
    expect(screen.getByTestId('toast')).toHaveTextContent('Shop 1.0.0 is live');
    expect(posts(calls)).toMatchObject([
      { url: '/api/admin/remotes/shop/activate', body: { version: '1.0.0' }, headers: { 'If-Match': '"7"' } },
    ]);
    await waitFor(() => expect(summary(shop)[0]).toEqual(['Live', '1.0.0 · 0 failures in the last hour']));
    expect(summary(shop)[2]).toEqual(['Previous', '2.0.0 · 1 failure in the last hour']);
    expect(reads(calls)).toBe(2);
    // The version now live has no Activate: the focus is on its remote, not lost.
    expect(within(shop).queryByRole('button', { name: 'Activate Shop 1.0.0' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shop' })).toHaveFocus());

    // The next change is sent with the new revision.
    fireEvent.click(within(shop).getByRole('button', { name: 'Activate Shop built-in (built with the site)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make Shop built-in (built with the site) live for every visitor?' })).getByRole(
        'button',
        { name: 'Make live' },
      ),
    );
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]).toMatchObject({ body: { version: BUILT_IN_VERSION }, headers: { 'If-Match': '"8"' } });
  });

  it('Roll back is there only with a previous version, and returns to it', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    expect(
      within(screen.getByRole('region', { name: 'Cart and checkout' })).getByRole('button', { name: 'Roll back Cart and checkout' }),
    ).toBeDisabled();
    fireEvent.click(within(shop).getByRole('button', { name: 'Roll back Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll Shop back to 1.0.0?' });
    expect(dialog).toHaveAccessibleDescription("Every visitor's next page load gets Shop 1.0.0 instead of 2.0.0.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENT_MESSAGES.rolledBack('Shop', '1.0.0')));
    expect(posts(calls)).toMatchObject([{ url: '/api/admin/remotes/shop/rollback', body: {}, headers: { 'If-Match': '"7"' } }]);
    await waitFor(() => expect(summary(shop)[2]).toEqual(['Previous', 'None']));
    expect(within(shop).getByRole('button', { name: 'Roll back Shop' })).toBeDisabled();
  });

  it('Canary… asks for a percentage checked by the contracts’ schema, and sends it with the version', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'Canary… Shop 1.0.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a share of browsers to Shop 1.0.0?' });
    expect(dialog).toHaveAccessibleDescription(
      'That share of browsers gets Shop 1.0.0, each browser always the same; every other one keeps 2.0.0.',
    );
    const percent = within(dialog).getByLabelText(DEPLOYMENTS_COPY.percent);
    expect(percent).toHaveValue(null);
    expect(percent).toHaveAccessibleDescription(expect.stringContaining(DEPLOYMENTS_COPY.percentHint));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await within(dialog).findByText('percent must be a whole number from 0 to 100');
    fireEvent.change(percent, { target: { value: '150' } });
    await waitFor(() => expect(percent).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(percent, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await within(dialog).findByText('percent must be a whole number from 0 to 100');
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(percent, { target: { value: '50' } });
    fireEvent.submit(percent.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENT_MESSAGES.canaryStarted('Shop', '1.0.0', 50)));
    expect(screen.getByTestId('toast')).toHaveTextContent('50% of browsers get Shop 1.0.0');
    expect(posts(calls)).toMatchObject([
      { url: '/api/admin/remotes/shop/canary', body: { version: '1.0.0', percent: 50 }, headers: { 'If-Match': '"7"' } },
    ]);
    expect(posts(calls)[0]?.body).toEqual({ version: '1.0.0', percent: 50 });
    await waitFor(() => expect(summary(shop)[3]).toEqual(['Canary', '1.0.0 for 50% of browsers · 0 failures in the last hour']));
  });

  it('the canary’s own percentage is offered to change; 0 ends it', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'Canary… Shop 2.1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a share of browsers to Shop 2.1.0?' });
    const percent = within(dialog).getByLabelText(DEPLOYMENTS_COPY.percent);
    expect(percent).toHaveValue(10);
    fireEvent.change(percent, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENT_MESSAGES.canaryEnded('Shop')));
    expect(posts(calls)[0]?.body).toEqual({ version: '2.1.0', percent: 0 });
    await waitFor(() => expect(summary(shop)[3]).toEqual(['Canary', 'None']));
  });

  it('Promote makes the canary live; End canary ends it', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'End canary Shop' }));
    let dialog = await screen.findByRole('dialog', { name: 'End the canary of Shop 2.1.0?' });
    expect(dialog).toHaveAccessibleDescription('Every browser gets Shop 2.0.0 again. 2.1.0 stays published.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(shop).getByRole('button', { name: 'Promote canary Shop' }));
    dialog = await screen.findByRole('dialog', { name: 'Make the canary Shop 2.1.0 live for every visitor?' });
    expect(dialog).toHaveAccessibleDescription(
      "The canary ends and every visitor's next page load gets 2.1.0. 2.0.0 becomes the previous version.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENT_MESSAGES.promoted('Shop', '2.1.0')));
    expect(posts(calls)).toMatchObject([{ url: '/api/admin/remotes/shop/promote', body: {}, headers: { 'If-Match': '"7"' } }]);
    await waitFor(() => expect(summary(shop)[0]).toEqual(['Live', '2.1.0 · 4 failures in the last hour']));
    expect(within(shop).queryByRole('button', { name: 'End canary Shop' })).not.toBeInTheDocument();
  });

  it('End canary sends percent 0', async () => {
    const { calls } = fakeDeployments();
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'End canary Shop' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End canary' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent("Shop's canary ended"));
    expect(posts(calls)).toMatchObject([{ url: '/api/admin/remotes/shop/canary', body: { percent: 0 }, headers: { 'If-Match': '"7"' } }]);
    await waitFor(() => expect(summary(shop)[3]).toEqual(['Canary', 'None']));
  });

  it('a version the contract check refuses: the message and every problem, and the question stays open', async () => {
    const problems = [
      DEPLOYMENT_MESSAGES.missingExpose('./ProductTeaser'),
      DEPLOYMENT_MESSAGES.incompatibleShared('react', '^18.2.0', '19.1.0'),
    ];
    const { calls } = fakeDeployments((call) =>
      call.method === 'POST'
        ? { status: 422, body: { message: DEPLOYMENT_MESSAGES.contractFailed('shop', '1.0.0'), problems } }
        : undefined,
    );
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'Activate Shop 1.0.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Shop 1.0.0 live for every visitor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make live' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('shop 1.0.0 cannot go live: it would break the site.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['it does not expose ./ProductTeaser', 'it requires react ^18.2.0, but the shell provides 19.1.0']);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(summary(shop)[0]).toEqual(['Live', '2.0.0 · 1 failure in the last hour']);
    expect(reads(calls)).toBe(1);

    // So does a canary's.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(shop).getByRole('button', { name: 'Canary… Shop 1.0.0' }));
    const canary = await screen.findByRole('dialog', { name: 'Send a share of browsers to Shop 1.0.0?' });
    expect(within(canary).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(within(canary).getByLabelText(DEPLOYMENTS_COPY.percent), { target: { value: '5' } });
    fireEvent.click(within(canary).getByRole('button', { name: 'Set canary' }));
    expect(await within(canary).findAllByRole('listitem')).toHaveLength(2);
  });

  it('someone else changed the remote first (412): says so and shows it as it is now', async () => {
    const { calls, db } = fakeDeployments();
    const shop = await openShop();
    const index = db.findIndex((d) => d.remote === 'shop');
    db[index] = { ...(db[index] as RemoteDeployment), active: '2.1.0', previous: '2.0.0', canary: null, revision: 8 };
    fireEvent.click(within(shop).getByRole('button', { name: 'Activate Shop 1.0.0' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make live' }));
    expect(await within(shop).findByRole('alert')).toHaveTextContent(DEPLOYMENTS_COPY.conflict('Shop'));
    expect(within(shop).getByRole('alert')).toHaveTextContent('Someone else changed Shop meanwhile, so nothing was changed.');
    expect(posts(calls)[0]?.headers).toMatchObject({ 'If-Match': '"7"' });
    await waitFor(() => expect(summary(shop)[0]).toEqual(['Live', '2.1.0 · 4 failures in the last hour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Done again on what is there now, it goes through and the warning goes.
    fireEvent.click(within(shop).getByRole('button', { name: 'Activate Shop 1.0.0' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make live' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Shop 1.0.0 is live'));
    expect(posts(calls)[1]?.headers).toMatchObject({ 'If-Match': '"8"' });
    expect(within(shop).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a remote relocated by REMOTE_<NAME>_URL still changes, and its questions say the variable wins', async () => {
    const { calls } = fakeDeployments();
    renderAdmin('/admin/deployments');
    const blog = await screen.findByRole('region', { name: 'Blog' });
    fireEvent.click(within(blog).getByRole('button', { name: 'Activate Blog 1.1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Blog 1.1.0 live for every visitor?' });
    expect(dialog).toHaveTextContent(DEPLOYMENTS_COPY.overrideWins('REMOTE_BLOG_URL'));
    expect(dialog).toHaveTextContent('REMOTE_BLOG_URL is set on this server and wins over this change until it is removed.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make live' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Blog 1.1.0 is live'));
    expect(posts(calls)).toMatchObject([
      { url: '/api/admin/remotes/blog/activate', body: { version: '1.1.0' }, headers: { 'If-Match': '"1"' } },
    ]);
    expect(blog).toHaveTextContent('Overridden by REMOTE_BLOG_URL');

    // Another remote's questions do not mention it.
    const shop = screen.getByRole('region', { name: 'Shop' });
    fireEvent.click(within(shop).getByRole('button', { name: 'Canary… Shop 1.0.0' }));
    expect(await screen.findByRole('dialog', { name: 'Send a share of browsers to Shop 1.0.0?' })).not.toHaveTextContent(
      'is set on this server',
    );
  });

  it('any other refusal is a toast with the api’s message', async () => {
    fakeDeployments((call) =>
      call.url.endsWith('/promote') ? { status: 409, body: { message: DEPLOYMENT_MESSAGES.canaryIsActive('shop', '2.1.0') } } : undefined,
    );
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'Promote canary Shop' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promote' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        `${DEPLOYMENTS_COPY.actionFailed('Shop')}shop 2.1.0 is already live for everyone.`,
      ),
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Could not change Shop');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    const { calls } = fakeDeployments((call) => (fail && call.method === 'GET' ? { status: 500, body: { message: 'Boom' } } : undefined));
    renderAdmin('/admin/deployments');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the remotes. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Shop' })).toBeInTheDocument();
    expect(reads(calls)).toBe(2);
  });

  it('Preview link gives any version a link at once (nothing changes live), shown with until when, to copy or open', async () => {
    const { calls } = fakeDeployments((call) =>
      call.url === DEPLOYMENT_API.previewLink('shop') && call.method === 'POST'
        ? {
            status: 201,
            body: {
              remote: 'shop',
              version: (call.body as { version: string }).version,
              url: 'http://localhost:3000/api/preview?t=payload.signature',
              expiresAt: '2026-03-22T10:30:00.000Z',
            } satisfies PreviewLink,
          }
        : undefined,
    );
    // Copy link is offered where the browser has a clipboard (jsdom has none).
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const shop = await openShop();
    // The live version too: one browser may look at what everyone has, the bar included.
    const opener = within(shop).getByRole('button', { name: 'Preview link Shop 2.0.0' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Preview link for Shop 2.0.0' });
    expect(dialog).toHaveAccessibleDescription(
      'Whoever opens this link gets Shop 2.0.0 in that browser only, with a bar to end the preview, until March 22, 2026 at 10:30 AM UTC. Every other visitor keeps what is live.',
    );
    const field = within(dialog).getByLabelText(DEPLOYMENTS_COPY.preview.field);
    expect(field).toHaveValue('http://localhost:3000/api/preview?t=payload.signature');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    const open = within(dialog).getByRole('link', { name: DEPLOYMENTS_COPY.preview.open });
    expect(open).toHaveAttribute('href', 'http://localhost:3000/api/preview?t=payload.signature');
    expect(open).toHaveAttribute('target', '_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: DEPLOYMENTS_COPY.preview.copy }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(DEPLOYMENTS_COPY.preview.copied));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/api/preview?t=payload.signature');
    expect(posts(calls)).toMatchObject([{ url: '/api/admin/remotes/shop/preview', body: { version: '2.0.0' } }]);
    // Nothing live changed: the remotes are not read again.
    expect(reads(calls)).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: DEPLOYMENTS_COPY.preview.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('Preview link refused says so in a toast with the api’s message', async () => {
    fakeDeployments((call) =>
      call.url.endsWith('/preview') ? { status: 404, body: { message: DEPLOYMENT_MESSAGES.unknownVersion('shop', '1.0.0') } } : undefined,
    );
    const shop = await openShop();
    fireEvent.click(within(shop).getByRole('button', { name: 'Preview link Shop 1.0.0' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(`${DEPLOYMENTS_COPY.previewFailed('Shop')}shop has no version 1.0.0.`),
    );
    expect(screen.getByTestId('toast')).toHaveTextContent('Could not make a preview link for Shop');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no violation axe can find, on the screen and in a question with a wrong percentage and a refusal', async () => {
    // jsdom lays nothing out: colour contrast is measured in the browser (e2e, bench:web's Lighthouse).
    const check = async () =>
      (
        await axe.run(document.body, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          rules: { 'color-contrast': { enabled: false } },
        })
      ).violations.map((violation) => `${violation.id}: ${violation.help}`);
    fakeDeployments((call) =>
      call.method === 'POST'
        ? { status: 422, body: { message: DEPLOYMENT_MESSAGES.contractFailed('shop', '1.0.0'), problems: ['it does not expose ./Routes'] } }
        : undefined,
    );
    const shop = await openShop();
    expect(await check()).toEqual([]);
    fireEvent.click(within(shop).getByRole('button', { name: 'Canary… Shop 1.0.0' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await within(dialog).findByText('percent must be a whole number from 0 to 100');
    fireEvent.change(within(dialog).getByLabelText(DEPLOYMENTS_COPY.percent), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await within(dialog).findByText('it does not expose ./Routes');
    expect(await check()).toEqual([]);
  });
});
