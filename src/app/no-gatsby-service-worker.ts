// Stands in, in production bundles, for Gatsby's own service-worker registration (.cache/register-service-worker.js):
// Gatsby requires it only when a plugin's `registerServiceWorker` hook returns true, and no plugin of the site has
// one (its worker is registered by src/features/offline). It weighed 0.4 KB gzip in every first load.
export {};
