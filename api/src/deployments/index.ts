// The deployments domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { BROWSER_ID_PATTERN, canaryRunning, newBrowserId, remotesForBrowser, runtimeConfigOf, type BrowserRemotes } from './browserRemotes';
export { builtInState, type LiveState } from './liveState';
export { addDeploymentRoutes } from './routes';
export { withPreview, withPreviewBar, type Preview } from './previewLinks';
export { isStoredVersionName, serverBundleFile } from './store';
