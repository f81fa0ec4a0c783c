import { buildLabel } from './buildLabel';

/**
 * "Build: <label>" above the shop's pages when this build was published with a label, so a person (or a browser
 * test) can see which version of the shop a page came from; nothing for a normal build.
 */
export function BuildNote() {
  const label = buildLabel();
  if (!label) return null;
  return (
    <p
      role="note"
      css={(t) => ({
        maxWidth: t.maxWidth,
        margin: `${t.space(2)} auto 0`,
        padding: `0 ${t.space(4)}`,
        fontSize: '0.8rem',
        color: t.colors.inkSoft,
        [t.breakpoints.md]: { padding: `0 ${t.space(6)}` },
      })}
    >
      {/* One text node: the server's markup then reads "Build: <label>" too, with no comment between the parts. */}
      {`Build: ${label}`}
    </p>
  );
}
