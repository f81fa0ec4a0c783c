import { Button } from '@kingside/ui';

/** Simple outline marks, drawn for this site, so the buttons need no third-party assets. */
const NETWORKS = [
  { name: 'Facebook', icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: 'Twitter', icon: 'M4 4l16 16M20 4L4 20' },
  { name: 'LinkedIn', icon: 'M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2a4 4 0 0 1 6 3v6h-4v-5a2 2 0 0 0-4 0v5h-2z' },
] as const;

/**
 * Share buttons of docs/spec.md §2. They do nothing yet (the spec says so): real buttons, so they look and behave
 * like controls, and no request leaves the site.
 */
export function ShareButtons() {
  return (
    <div role="group" aria-labelledby="share-heading" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <h2 id="share-heading" css={{ fontSize: '1rem', margin: '0 8px 0 0', fontFamily: 'inherit' }}>
        Share this article
      </h2>
      {NETWORKS.map((network) => (
        <Button key={network.name} variant="outline" size="sm">
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          >
            <path d={network.icon} />
          </svg>
          {network.name}
        </Button>
      ))}
    </div>
  );
}
