/**
 * The pages are written against React's API and run on Preact's compatibility layer: the same hooks,
 * `lazy`, `Suspense`, portals and `createRoot`, in about 8 KB instead of React's 60 (Brotli), so the
 * front page fits in its 80 KB on a slow phone (test/budget.test.ts). Both the build and the tests that
 * render components use these, so what is tested is what players get.
 */
export const PREACT_ALIAS = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];
