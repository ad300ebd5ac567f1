// Async boundary: lets Module Federation negotiate shared singletons before any React code runs.
// A first visit to a pre-rendered public page (most land on /) fetches that page's chunk alongside the bootstrap,
// instead of after the first render asked for it: bootstrap.tsx waits for it before hydrating the page's HTML.
// The same import() in app-routes then resolves at once. The chunk names match app-routes.tsx's.
const publicPages: Record<string, () => Promise<unknown>> = {
  '/': () => import(/* webpackChunkName: "page-home" */ './pages/home/home-page'),
  '/plans': () => import(/* webpackChunkName: "page-plans" */ './pages/plans/plans-page'),
  '/business': () => import(/* webpackChunkName: "page-business" */ './pages/business/business-page'),
  '/help': () => import(/* webpackChunkName: "page-help" */ './pages/help/help-page'),
  '/demo-video': () => import(/* webpackChunkName: "page-demo-video" */ './pages/demo-video/demo-video-page'),
};
void publicPages[window.location.pathname]?.();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
