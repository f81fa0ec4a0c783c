import { BUILT_IN_VERSION, defaultRemoteBase, formatDateTime } from '@kingside/contracts';
import { REQUIRED_EXPOSES, type RemoteDeployment, type RemoteVersion } from '@kingside/contracts/deployments';
import { Badge, Button } from '@kingside/ui';
import type { ListColumn } from '../kit/list';
import { DEPLOYMENTS_COPY, versionName, type DeploymentAction } from './copy';

/** Failures browsers reported with a version in the last hour. */
export const failuresOf = (deployment: RemoteDeployment, version: string) => deployment.failuresLastHour[version] ?? 0;

/**
 * The versions a remote can switch to, newest first, and the built-in one last (what the site was built with,
 * which Activate can return to) unless the api lists it itself.
 */
export function versionRows(deployment: RemoteDeployment): RemoteVersion[] {
  if (deployment.versions.some((row) => row.version === BUILT_IN_VERSION)) return deployment.versions;
  const builtIn: RemoteVersion = {
    remote: deployment.remote,
    version: BUILT_IN_VERSION,
    url: defaultRemoteBase(deployment.remote),
    manifestDigest: '',
    exposes: [...REQUIRED_EXPOSES[deployment.remote]],
    publishedAt: '',
    publishedBy: '',
    local: true,
  };
  return [...deployment.versions, builtIn];
}

const hidden = (text: string) => <span className="visually-hidden">{text}</span>;

/** The versions table's columns: each version with its place (live, previous, canary), and what can be done with it. */
export function versionColumns(
  deployment: RemoteDeployment,
  ask: (action: DeploymentAction, version: string) => void,
  preview: (version: string) => void,
): ListColumn<RemoteVersion>[] {
  const { label, active, previous, canary } = deployment;
  const builtIn = (row: RemoteVersion) => row.version === BUILT_IN_VERSION;
  return [
    {
      id: 'version',
      header: DEPLOYMENTS_COPY.column.version,
      cell: (row) => (
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <span css={{ overflowWrap: 'anywhere' }}>{versionName(row.version)}</span>
          {row.version === active ? <Badge tone="success">{DEPLOYMENTS_COPY.live}</Badge> : null}
          {row.version === previous ? <Badge>{DEPLOYMENTS_COPY.previous}</Badge> : null}
          {row.version === canary?.version ? <Badge tone="accent">{DEPLOYMENTS_COPY.canaryBadge(canary.percent)}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'published',
      header: DEPLOYMENTS_COPY.column.published,
      cell: (row) =>
        builtIn(row) ? DEPLOYMENTS_COPY.withTheSite : <time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt)}</time>,
    },
    {
      id: 'by',
      header: DEPLOYMENTS_COPY.column.by,
      cell: (row) => (builtIn(row) ? DEPLOYMENTS_COPY.notApplicable : row.publishedBy),
    },
    {
      id: 'source',
      header: DEPLOYMENTS_COPY.column.source,
      cell: (row) => (row.local ? DEPLOYMENTS_COPY.thisSite : <span css={{ overflowWrap: 'anywhere' }}>{row.url}</span>),
    },
    { id: 'exposes', header: DEPLOYMENTS_COPY.column.exposes, cell: (row) => row.exposes.join(', ') },
    { id: 'failures', header: DEPLOYMENTS_COPY.column.failures, cell: (row) => failuresOf(deployment, row.version) },
    {
      id: 'actions',
      header: DEPLOYMENTS_COPY.column.actions,
      cell: (row) => (
        <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
          {row.version === active ? null : (
            <>
              <Button size="sm" variant="outline" onClick={() => ask('activate', row.version)}>
                {DEPLOYMENTS_COPY.activate}
                {hidden(DEPLOYMENTS_COPY.of(label, versionName(row.version)))}
              </Button>
              {/* The built-in version has no name a canary could send browsers to. */}
              {builtIn(row) ? null : (
                <Button size="sm" variant="outline" onClick={() => ask('canary', row.version)}>
                  {DEPLOYMENTS_COPY.canaryAction}
                  {hidden(DEPLOYMENTS_COPY.of(label, row.version))}
                </Button>
              )}
            </>
          )}
          {/* Any version, the live one too: one browser tries it before (or instead of) everyone. */}
          <Button size="sm" variant="outline" onClick={() => preview(row.version)}>
            {DEPLOYMENTS_COPY.previewAction}
            {hidden(DEPLOYMENTS_COPY.of(label, versionName(row.version)))}
          </Button>
        </span>
      ),
    },
  ];
}
