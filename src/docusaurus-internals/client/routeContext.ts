/** Core's provider of the route context (which plugin a page belongs to), not exported publicly (core, client/routeContext.js). */
export {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
