import { pageTitle } from '@kingside/contracts';
import { PageHeading, useDocumentTitle, useSearchParams } from '@kingside/ui';
import { Tabs, type TabItem } from '@kingside/ui/parts';
import { ActivityTab } from './ActivityTab';
import { SETTINGS_COPY } from './copy';
import { PasswordTab } from './PasswordTab';
import { SignInsTab } from './SignInsTab';

type TabKey = keyof typeof SETTINGS_COPY.tabs;
const TABS: readonly TabItem<TabKey>[] = (Object.keys(SETTINGS_COPY.tabs) as TabKey[]).map((key) => ({
  key,
  label: SETTINGS_COPY.tabs[key],
}));

/** /admin/settings: the administrator's password and sign-ins, and the back office's activity. The tab is in the URL. */
export default function Settings() {
  useDocumentTitle(pageTitle(SETTINGS_COPY.title));
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((item) => item.key === params.get('tab'))?.key ?? 'password';
  return (
    <>
      <PageHeading css={{ marginTop: 0 }}>{SETTINGS_COPY.title}</PageHeading>
      <Tabs
        items={TABS}
        selected={tab}
        onSelect={(key) => setParams(key === 'password' ? {} : { tab: key })}
        label={SETTINGS_COPY.sections}
      >
        {tab === 'password' ? <PasswordTab /> : tab === 'signIns' ? <SignInsTab /> : <ActivityTab />}
      </Tabs>
    </>
  );
}
