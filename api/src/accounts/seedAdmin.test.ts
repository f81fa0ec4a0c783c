import { createTestApp, type TestApp } from '../testing/testApp';
import { hashPassword, verifyPassword } from './passwords';
import { ensureAdministrator } from './seedAdmin';
import { createUser } from '../testing/fixtures/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('ensureAdministrator', () => {
  it('creates the configured administrator (verified, role admin), taking admin-2 when "admin" is taken', async () => {
    await createUser(t.db.models, { username: 'Admin' });
    await ensureAdministrator(t.deps);
    const admin = await t.db.models.User.findOne({ where: { email: t.config.adminEmail } });
    expect(admin).toMatchObject({ username: 'admin-2', role: 'admin', isVerified: true });
    expect(await verifyPassword(t.config.adminPassword, admin!.password!)).toBe(true);
  });

  it('updates the existing row in place: password, role and verification restored, nothing duplicated', async () => {
    const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
    await admin.update({ role: 'user', isVerified: false, password: null });
    await ensureAdministrator(t.deps);
    await ensureAdministrator(t.deps);
    await admin.reload();
    expect(admin).toMatchObject({ role: 'admin', isVerified: true, username: 'admin-2' });
    expect(await verifyPassword(t.config.adminPassword, admin.password!)).toBe(true);
    expect(await t.db.models.User.count({ where: { email: t.config.adminEmail } })).toBe(1);
  });

  it('keeps a password the administrator changed: ADMIN_PASSWORD is the first one, unless ADMIN_PASSWORD_RESET', async () => {
    const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
    await admin.update({ password: await hashPassword('changed at the settings page', t.config.scryptCost), role: 'user' });
    await ensureAdministrator(t.deps);
    await admin.reload();
    expect(admin.role).toBe('admin');
    expect(await verifyPassword('changed at the settings page', admin.password!)).toBe(true);

    await ensureAdministrator({ ...t.deps, config: { ...t.config, adminPasswordReset: true } });
    await admin.reload();
    expect(await verifyPassword(t.config.adminPassword, admin.password!)).toBe(true);
  });

  it('development: the password made up for this start (printed) is the one that works', async () => {
    await ensureAdministrator({ ...t.deps, config: { ...t.config, adminGenerated: true, adminPassword: 'dev-made-up' } });
    const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
    expect(await verifyPassword('dev-made-up', admin.password!)).toBe(true);
    await ensureAdministrator(t.deps);
  });

  it('leaves a current password hash alone (no rehash at every start)', async () => {
    const before = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!.password;
    await ensureAdministrator(t.deps);
    const after = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!.password;
    expect(after).toBe(before);
  });
});
