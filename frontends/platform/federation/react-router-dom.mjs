/**
 * What the apps share as 'react-router-dom' (shared-deps.js): React Router's declarative API, re-exported from
 * 'react-router' by name. A shared module cannot be tree-shaken by its consumers (a remote may use any export), so
 * sharing the package itself ships all of React Router 7 (data routers, server rendering, cookies): ~60 KiB gzip on
 * every screen. Naming the exports here lets webpack drop the rest: ~14 KiB.
 *
 * The list is a contract like the platform's exports: a remote built against an export not listed here would get
 * undefined from the shell. It holds every export the apps use today plus the rest of the declarative API; add to it
 * (a minor version of the platform), never remove.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
