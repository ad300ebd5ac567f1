// Async boundary: lets Module Federation negotiate shared singletons before any React code runs.
import('./bootstrap');
