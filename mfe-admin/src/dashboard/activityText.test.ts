import type { ActivityEvent } from '@kingside/contracts/admin';
import { adminItemPath } from '../kit/itemPaths';
import { activityTitle } from './activityText';

const event = (action: string, subject: string): ActivityEvent => ({
  at: '2026-11-26T10:00:00.000Z',
  action,
  entity: action.split('.')[0]!,
  entityId: 3,
  subject,
  actor: 'deploy token',
});

describe('the remote registry in Recent Activity', () => {
  it.each([
    ['remote.register', 'Version published: Shop 2.0.0'],
    ['remote.activate', 'Version made live: Shop 2.0.0'],
    ['remote.rollback', 'Version rolled back to: Shop 2.0.0'],
    ['remote.canary', 'Version sent to a canary: Shop 2.0.0'],
    ['remote.promote', 'Version promoted to every visitor: Shop 2.0.0'],
    ['remote.previewLink', 'Version given a preview link: Shop 2.0.0'],
    ['remote.previewOpen', 'Version previewed in a browser: Shop 2.0.0'],
    ['remote.previewExit', 'Version preview ended in a browser: Shop 2.0.0'],
  ])('%s reads "%s" and links to the Deployments screen', (action, title) => {
    expect(activityTitle(event(action, 'Shop 2.0.0'))).toBe(title);
    expect(adminItemPath('remote', 3)).toBe('/admin/deployments');
  });
});
