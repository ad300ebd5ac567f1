// Async boundary: lets Module Federation negotiate shared singletons before any React code runs.
// Most first visits land on /: fetch the home page's chunk alongside the bootstrap, instead of after the first
// render asked for it (a waterfall that put the hero ~230 ms behind the header). The same import() in
// app-routes then resolves at once.
if (window.location.pathname === '/') void import('./pages/home/home-page');
import('./bootstrap');
