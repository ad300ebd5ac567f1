// react-router, as the site uses it: one shared singleton that names only the routers, components and hooks we
// use (see docs/architecture.md, "Bytes"). Shared modules are not tree-shaken, and react-router-dom shared whole
// is ~58 KB gzip on every first visit (data routers, server rendering, RSC); this module is what rspack can shake
// it down to. Every app imports the router from here, never from 'react-router-dom' (a lint rule), so a page has one
// router context. Add a name here when you need it (and bump packages/ui's minor version: a remote built after
// it needs a shell that provides it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom';
