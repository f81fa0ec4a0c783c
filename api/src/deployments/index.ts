// The deployments domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { BROWSER_ID_PATTERN, canaryRunning, newBrowserId, remotesForBrowser, runtimeConfigOf, type BrowserRemotes } from './browserRemotes';
export { builtInState, type LiveState } from './liveState';
export { addDeploymentRoutes } from './routes';
export { PREVIEW_BAR_ID, withPreview, withPreviewBar, type Preview } from './previewLinks';
export { pagePreview, previewRoutes, readPreview } from './previewRoutes';
export { isStoredVersionName, serverBundleFile } from './store';
