import { type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_API, type PreviewLink, type RemoteDeployment } from '@kingside/contracts/deployments';
import { versionEtag } from '@kingside/contracts/admin';
import { api, errorStatus, SECTION_ENDPOINTS } from '@kingside/ui';
import { viaAdminRequest } from '../session/adminRequest';

/*
 * The remote registry (issue 20, contracts' deployments.ts), prefixed `adminDeployments` in the one shared api.
 * The screen reads every remote at once; a change of any remote answers that remote as it is now, and is sent
 * with If-Match: "<revision>" of the remote as the screen showed it. A change, or a 412 (someone else changed
 * the remote first), makes the screen read the remotes again.
 */

const REMOTES_TAG = 'AdminRemotes' as const;

/** What can be asked of a remote: each POST's endpoint (DEPLOYMENT_API's name) and its body. */
export type DeploymentCommand =
  | { endpoint: 'activate'; body: { version: string } }
  | { endpoint: 'rollback'; body: Record<string, never> }
  | { endpoint: 'canary'; body: { version?: string; percent: number } }
  | { endpoint: 'promote'; body: Record<string, never> };

export interface DeploymentChange {
  remote: RemoteName;
  /** the remote's revision as the screen showed it */
  revision: number;
  command: DeploymentCommand;
}

export const deploymentsApi = api.enhanceEndpoints({ addTagTypes: [REMOTES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminDeploymentsList: build.query<RemoteDeployment[], void>({
      queryFn: viaAdminRequest(
        () => ({ url: DEPLOYMENT_API.remotes }),
        (body) => (Array.isArray(body) ? (body as RemoteDeployment[]) : []),
      ),
      providesTags: [REMOTES_TAG],
      // What is live must be current when the admin opens the screen.
      keepUnusedDataFor: 0,
    }),
    adminDeploymentsChange: build.mutation<RemoteDeployment, DeploymentChange>({
      queryFn: viaAdminRequest(
        ({ remote, revision, command }) => ({
          url: DEPLOYMENT_API[command.endpoint](remote),
          method: 'POST',
          body: command.body,
          headers: { 'If-Match': versionEtag(revision) },
        }),
        (body) => body as RemoteDeployment,
      ),
      invalidatesTags: (_result, error) => (!error || errorStatus(error) === 412 ? [REMOTES_TAG] : []),
    }),
    /** A preview link of one version (issue 45): changes nothing live, so no list is read again. */
    adminDeploymentsPreviewLink: build.mutation<PreviewLink, { remote: RemoteName; version: string }>({
      queryFn: viaAdminRequest(
        ({ remote, version }) => ({ url: DEPLOYMENT_API.previewLink(remote), method: 'POST', body: { version } }),
        (body) => body as PreviewLink,
      ),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useAdminDeploymentsListQuery, useAdminDeploymentsChangeMutation, useAdminDeploymentsPreviewLinkMutation } = deploymentsApi;
