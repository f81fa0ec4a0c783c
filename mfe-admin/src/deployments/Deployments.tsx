import { pageTitle } from '@kingside/contracts';
import { PageHeading, useDocumentTitle } from '@kingside/ui';
import { LoadError } from '../kit/LoadError';
import { PageLoading } from '../kit/PageLoading';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { DEPLOYMENTS_COPY } from './copy';
import { useAdminDeploymentsListQuery } from './deploymentsApi';
import { RemoteSection } from './RemoteSection';

/**
 * /admin/deployments (issue 20): each remote's live, previous and canary versions, the failures browsers
 * reported in the last hour, and its versions, with Activate, Roll back, Canary, Promote and End canary, each
 * asked first. The api writes every change to the audit log.
 */
export default function Deployments() {
  useDocumentTitle(pageTitle(DEPLOYMENTS_COPY.title));
  const { data, error, isError, isFetching, refetch } = useAdminDeploymentsListQuery();
  useAuthFailureOfRead(error);

  return (
    <>
      <PageHeading css={{ marginTop: 0 }}>{DEPLOYMENTS_COPY.title}</PageHeading>
      <p css={(t) => ({ margin: '0 0 20px', color: t.colors.inkSoft, maxWidth: 760 })}>{DEPLOYMENTS_COPY.intro}</p>
      {data ? (
        <div aria-busy={isFetching}>
          {data.map((deployment) => (
            <RemoteSection key={deployment.remote} deployment={deployment} />
          ))}
        </div>
      ) : isError && !isFetching ? (
        <LoadError message={DEPLOYMENTS_COPY.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <PageLoading message={DEPLOYMENTS_COPY.loading} />
      )}
    </>
  );
}
