/**
 * The label this build carries (`npm run publish:remote -w mfe-shop -- --label <text>`, issue 20), empty for a
 * normal build. Webpack replaces the expression with a string literal in both bundles (packages/webpack-config,
 * KINGSIDE_BUILD_LABEL); under jest it is the environment variable, read at each call so a test can set it. Read
 * here, in the shop's own code: @kingside/ui at run time is the shell's copy, built without the shop's label.
 */
export function buildLabel(): string {
  return process.env.KINGSIDE_BUILD_LABEL ?? '';
}
