import { pageTitle } from '@kingside/contracts';
import { PageHeading, useDocumentTitle } from '@kingside/ui';
import { Tabs, type TabItem } from '@kingside/ui/parts';
import { useState } from 'react';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import { UsersTab } from './UsersTab';

type TabKey = 'overview' | 'users' | 'members';

const TABS: readonly TabItem<TabKey>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'users', label: 'All Users' },
  { key: 'members', label: 'Initiative Members' },
];

/** /admin/dashboard (docs/spec.md §2): tabs Overview, All Users, Initiative Members. */
export function Dashboard() {
  useDocumentTitle(pageTitle('Admin Dashboard'));
  const [tab, setTab] = useState<TabKey>('overview');
  return (
    <>
      <PageHeading css={{ marginTop: 0 }}>Admin Dashboard</PageHeading>
      <Tabs items={TABS} selected={tab} onSelect={setTab} label="Dashboard sections">
        {tab === 'overview' ? <OverviewTab /> : tab === 'users' ? <UsersTab /> : <MembersTab />}
      </Tabs>
    </>
  );
}
