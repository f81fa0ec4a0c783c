import { BUILT_IN_VERSION } from '@kingside/contracts';

/** A version as the screen names it: the built-in one in words. */
export const versionName = (version: string) => (version === BUILT_IN_VERSION ? DEPLOYMENTS_COPY.builtIn : version);

/**
 * What /admin/deployments says (issue 20). The api's messages and the toasts of each change are the contracts'
 * DEPLOYMENT_MESSAGES; `label` is the remote's name on the site ("Shop"), `version` a version as versionName
 * gives it.
 */
export const DEPLOYMENTS_COPY = {
  title: 'Deployments',
  intro:
    'Which version of each part of the site visitors get, the versions it can switch to, and what browsers reported failing in the last hour. Every change is written to the activity log.',
  loading: 'Loading the remotes…',
  loadFailed: 'Could not load the remotes. Please try again.',
  builtIn: 'built-in (built with the site)',

  live: 'Live',
  published: 'Published',
  previous: 'Previous',
  canary: 'Canary',
  none: 'None',
  publishedBy: (when: string, who: string) => `${when} by ${who}`,
  withTheSite: 'With the site',
  canaryShare: (version: string, percent: number) => `${version} for ${percent}% of browsers`,
  failures: (count: number) => (count === 1 ? '1 failure in the last hour' : `${count} failures in the last hour`),
  overridden: (variable: string, url: string) =>
    `Overridden by ${variable}: ${url}. This server loads that address whatever is live here; changes made here are recorded, and take effect once ${variable} is removed.`,
  overrideWins: (variable: string) => `${variable} is set on this server and wins over this change until it is removed.`,

  versions: (label: string) => `Versions of ${label}`,
  column: {
    version: 'Version',
    published: 'Published',
    by: 'By',
    source: 'Served from',
    exposes: 'Exposes',
    failures: 'Failures (last hour)',
    actions: 'Actions',
  },
  thisSite: 'This site',
  notApplicable: '—',
  canaryBadge: (percent: number) => `Canary ${percent}%`,

  activate: 'Activate',
  canaryAction: 'Canary…',
  rollback: 'Roll back',
  promote: 'Promote canary',
  endCanary: 'End canary',
  /** the rest of a button's name, for a screen reader ("Activate Shop 2.0.0") */
  of: (label: string, version?: string) => (version === undefined ? ` ${label}` : ` ${label} ${version}`),

  /** each change's question, what it does, and the answer that does it */
  confirm: {
    activate: {
      title: (label: string, version: string) => `Make ${label} ${version} live for every visitor?`,
      text: (label: string, version: string, live: string) =>
        `Every visitor's next page load gets ${label} ${version}. ${live} becomes the previous version, which Roll back returns to.`,
      answer: 'Make live',
    },
    rollback: {
      title: (label: string, version: string) => `Roll ${label} back to ${version}?`,
      text: (label: string, version: string, live: string) => `Every visitor's next page load gets ${label} ${version} instead of ${live}.`,
      answer: 'Roll back',
    },
    canary: {
      title: (label: string, version: string) => `Send a share of browsers to ${label} ${version}?`,
      text: (label: string, version: string, live: string) =>
        `That share of browsers gets ${label} ${version}, each browser always the same; every other one keeps ${live}.`,
      answer: 'Set canary',
    },
    promote: {
      title: (label: string, version: string) => `Make the canary ${label} ${version} live for every visitor?`,
      text: (_label: string, version: string, live: string) =>
        `The canary ends and every visitor's next page load gets ${version}. ${live} becomes the previous version.`,
      answer: 'Promote',
    },
    endCanary: {
      title: (label: string, version: string) => `End the canary of ${label} ${version}?`,
      text: (label: string, version: string, live: string) => `Every browser gets ${label} ${live} again. ${version} stays published.`,
      answer: 'End canary',
    },
  },
  percent: 'Percentage of browsers',
  percentHint: 'A whole number from 0 to 100; 0 ends the canary.',

  /** preview links (issue 45): one browser gets a version before anyone else */
  previewAction: 'Preview link',
  preview: {
    title: (label: string, version: string) => `Preview link for ${label} ${version}`,
    text: (label: string, version: string, until: string) =>
      `Whoever opens this link gets ${label} ${version} in that browser only, with a bar to end the preview, until ${until}. Every other visitor keeps what is live.`,
    field: 'Preview link',
    open: 'Open preview',
    copy: 'Copy link',
    copied: 'Preview link copied',
    close: 'Close',
  },
  previewFailed: (label: string) => `Could not make a preview link for ${label}`,

  actionFailed: (label: string) => `Could not change ${label}`,
  conflict: (label: string) =>
    `Someone else changed ${label} meanwhile, so nothing was changed. It is shown as it is now: check it and try again.`,
} as const;

export type DeploymentAction = keyof typeof DEPLOYMENTS_COPY.confirm;
