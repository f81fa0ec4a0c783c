import { formatDateTime, remoteUrlVariable } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES, type PreviewLink, type RemoteDeployment } from '@kingside/contracts/deployments';
import { Button, Card, CardBody, errorStatus, serverMessage, useToast } from '@kingside/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { KIT_COPY } from '../kit/copy';
import { DataTable } from '../kit/DataTable';
import { tableColumns } from '../kit/ListResults';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { CanaryDialog, type CanaryRequest } from './CanaryDialog';
import { DEPLOYMENTS_COPY, versionName, type DeploymentAction } from './copy';
import { useAdminDeploymentsChangeMutation, useAdminDeploymentsPreviewLinkMutation, type DeploymentCommand } from './deploymentsApi';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { RefusalAlert } from './RefusalAlert';
import { failuresOf, versionColumns, versionRows } from './versionColumns';

/** The change the admin is asked to confirm: what, and of which version. */
interface Pending {
  action: DeploymentAction;
  version: string;
}

/** A 422's message and its `problems` (each missing module or incompatible shared package). */
interface Refusal {
  message: string;
  problems: string[];
}

function refusalOf(failure: unknown): Refusal {
  const data = typeof failure === 'object' && failure !== null && 'data' in failure ? (failure.data as { problems?: unknown }) : undefined;
  const problems = Array.isArray(data?.problems) ? data.problems.filter((problem): problem is string => typeof problem === 'string') : [];
  return { message: serverMessage(failure, KIT_COPY.tryAgainLater), problems };
}

const hidden = (text: string) => <span className="visually-hidden">{text}</span>;

/** A version, and how often browsers failed with it in the last hour. */
function WithFailures({ deployment, version, children }: { deployment: RemoteDeployment; version: string; children?: ReactNode }) {
  return (
    <>
      {children ?? versionName(version)}{' '}
      <span css={(t) => ({ color: t.colors.inkSoft })}>· {DEPLOYMENTS_COPY.failures(failuresOf(deployment, version))}</span>
    </>
  );
}

function Summary({ deployment }: { deployment: RemoteDeployment }) {
  const { active, previous, canary, versions } = deployment;
  const live = versions.find((row) => row.version === active);
  const rows: [string, ReactNode][] = [
    [DEPLOYMENTS_COPY.live, <WithFailures deployment={deployment} version={active} />],
    [
      DEPLOYMENTS_COPY.published,
      live ? DEPLOYMENTS_COPY.publishedBy(formatDateTime(live.publishedAt), live.publishedBy) : DEPLOYMENTS_COPY.withTheSite,
    ],
    [DEPLOYMENTS_COPY.previous, previous ? <WithFailures deployment={deployment} version={previous} /> : DEPLOYMENTS_COPY.none],
    [
      DEPLOYMENTS_COPY.canary,
      canary ? (
        <WithFailures deployment={deployment} version={canary.version}>
          {DEPLOYMENTS_COPY.canaryShare(canary.version, canary.percent)}
        </WithFailures>
      ) : (
        DEPLOYMENTS_COPY.none
      ),
    ],
  ];
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 16, rowGap: 6, margin: '0 0 16px' }}>
      {rows.map(([term, value]) => (
        <div key={term} css={{ display: 'contents' }}>
          <dt css={{ fontWeight: 600 }}>{term}</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One remote: what is live, previous and in canary, its versions, and each change behind a confirmation that
 * names it. A change is sent with the revision shown (If-Match): a 412 says someone else changed the remote
 * and shows it as it is now; a 422 keeps the question open with the api's message and every problem it lists.
 */
export function RemoteSection({ deployment }: { deployment: RemoteDeployment }) {
  const { remote, label, active, previous, canary, overriddenBy, revision } = deployment;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** set once a change of this remote has been answered: from then on, focus lost with a button that went is brought here */
  const answered = useRef(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState(false);
  const [change, { isLoading }] = useAdminDeploymentsChangeMutation();
  const [askPreviewLink] = useAdminDeploymentsPreviewLinkMutation();
  const [previewLink, setPreviewLink] = useState<PreviewLink | null>(null);
  const toast = useToast();
  const authFailure = useAdminAuthFailure();

  // After a change the button that opened its question may be gone (an Activate of the version now live): the
  // remote's heading takes the focus rather than the page's start.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (answered.current && lost) headingRef.current?.focus();
  }, [revision, pending]);

  const ask = useCallback((action: DeploymentAction, version: string) => {
    setRefusal(null);
    setPending({ action, version });
  }, []);
  // react-table draws each cell as a component of its column's: columns made anew on every render would draw new
  // buttons, and the one that opened a question would be gone when the focus should return to it.
  /** A preview link is asked for at once (it changes nothing live; the api audits it) and shown in its dialog. */
  const preview = useCallback(
    async (version: string) => {
      try {
        setPreviewLink(await askPreviewLink({ remote, version }).unwrap());
      } catch (failure) {
        if (authFailure(failure)) return;
        toast.error(DEPLOYMENTS_COPY.previewFailed(label), serverMessage(failure, KIT_COPY.tryAgainLater));
      }
    },
    [askPreviewLink, authFailure, label, remote, toast],
  );
  const columns = useMemo(
    () => tableColumns(versionColumns(deployment, ask, (version) => void preview(version))),
    [deployment, ask, preview],
  );
  const close = () => {
    setPending(null);
    setRefusal(null);
  };

  const send = async (command: DeploymentCommand, success: (now: RemoteDeployment) => string) => {
    setRefusal(null);
    try {
      const now = await change({ remote, revision, command }).unwrap();
      answered.current = true;
      setConflict(false);
      close();
      toast.success(success(now));
    } catch (failure) {
      if (authFailure(failure)) return;
      const status = errorStatus(failure);
      // The contract check refused the version: the question stays, with why.
      if (status === 422) return setRefusal(refusalOf(failure));
      answered.current = true;
      close();
      if (status === 412) setConflict(true);
      else toast.error(DEPLOYMENTS_COPY.actionFailed(label), serverMessage(failure, KIT_COPY.tryAgainLater));
    }
  };

  const confirm = () => {
    if (!pending) return;
    const version = versionName(pending.version);
    switch (pending.action) {
      case 'activate':
        return void send({ endpoint: 'activate', body: { version: pending.version } }, () => DEPLOYMENT_MESSAGES.activated(label, version));
      case 'rollback':
        return void send({ endpoint: 'rollback', body: {} }, (now) => DEPLOYMENT_MESSAGES.rolledBack(label, versionName(now.active)));
      case 'promote':
        return void send({ endpoint: 'promote', body: {} }, (now) => DEPLOYMENT_MESSAGES.promoted(label, versionName(now.active)));
      case 'endCanary':
        return void send({ endpoint: 'canary', body: { percent: 0 } }, () => DEPLOYMENT_MESSAGES.canaryEnded(label));
      case 'canary':
        return undefined;
    }
  };

  const sendCanary = (request: CanaryRequest) =>
    void send({ endpoint: 'canary', body: request }, () =>
      request.percent === 0
        ? DEPLOYMENT_MESSAGES.canaryEnded(label)
        : DEPLOYMENT_MESSAGES.canaryStarted(label, request.version ?? '', request.percent),
    );

  const variable = remoteUrlVariable(remote);
  const dialogExtras = (
    <>
      {overriddenBy ? <p css={{ margin: '0 0 12px' }}>{DEPLOYMENTS_COPY.overrideWins(variable)}</p> : null}
      {refusal ? <RefusalAlert message={refusal.message} problems={refusal.problems} /> : null}
    </>
  );
  const question = pending && pending.action !== 'canary' ? DEPLOYMENTS_COPY.confirm[pending.action] : null;
  const liveName = versionName(active);

  return (
    <Card as="section" aria-labelledby={headingId} css={{ marginBottom: 20 }}>
      <CardBody>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} css={{ fontSize: '1.3rem', margin: '0 0 12px' }}>
          {label}
        </h2>
        {overriddenBy ? (
          <p
            css={(t) => ({
              margin: '0 0 12px',
              padding: 12,
              background: t.colors.accentSoft,
              borderRadius: t.radius.sm,
              overflowWrap: 'anywhere',
            })}
          >
            {DEPLOYMENTS_COPY.overridden(variable, overriddenBy)}
          </p>
        ) : null}
        {conflict ? <RefusalAlert message={DEPLOYMENTS_COPY.conflict(label)} /> : null}
        <Summary deployment={deployment} />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
          <Button variant="outline" disabled={!previous} onClick={() => previous && ask('rollback', previous)}>
            {DEPLOYMENTS_COPY.rollback}
            {hidden(DEPLOYMENTS_COPY.of(label))}
          </Button>
          {canary ? (
            <>
              <Button variant="primary" onClick={() => ask('promote', canary.version)}>
                {DEPLOYMENTS_COPY.promote}
                {hidden(DEPLOYMENTS_COPY.of(label))}
              </Button>
              <Button variant="outline" onClick={() => ask('endCanary', canary.version)}>
                {DEPLOYMENTS_COPY.endCanary}
                {hidden(DEPLOYMENTS_COPY.of(label))}
              </Button>
            </>
          ) : null}
        </div>
        <DataTable
          label={DEPLOYMENTS_COPY.versions(label)}
          columns={columns}
          data={versionRows(deployment)}
          getRowId={(row) => row.version}
          rowHeader="version"
          loading={false}
          loadingText={DEPLOYMENTS_COPY.loading}
          // never shown: the built-in version is always a row
          emptyText=""
        />
        <ConfirmDialog
          open={question !== null}
          title={question && pending ? question.title(label, versionName(pending.version)) : ''}
          description={question && pending ? question.text(label, versionName(pending.version), liveName) : ''}
          confirmLabel={question?.answer ?? ''}
          destructive={pending?.action === 'rollback'}
          busy={isLoading}
          onConfirm={confirm}
          onCancel={close}
        >
          {dialogExtras}
        </ConfirmDialog>
        {previewLink ? <PreviewLinkDialog label={label} link={previewLink} onClose={() => setPreviewLink(null)} /> : null}
        {pending?.action === 'canary' ? (
          <CanaryDialog
            key={pending.version}
            label={label}
            version={pending.version}
            live={liveName}
            percent={canary?.version === pending.version ? canary.percent : undefined}
            busy={isLoading}
            onSend={sendCanary}
            onCancel={close}
          >
            {dialogExtras}
          </CanaryDialog>
        ) : null}
      </CardBody>
    </Card>
  );
}
