/**
 * The client's route table: Docusaurus's generated one, with each route's `preload` made to
 * settle on the first page load even when the page's code cannot be fetched.
 *
 * Why: core's client entry hydrates only after `preload(location)` resolves and has no `catch`,
 * so a failed chunk on first load leaves a static page whose buttons never work and no way to
 * recover. Letting that first preload settle makes React render the route's Loadable, which shows
 * `@theme/Loading`'s error box with Retry. After hydration a failing preload still rejects, so
 * `PendingNavigation` keeps its documented behaviour: a console warning and a full reload.
 */
import routes from '@site/.docusaurus/routes.js';

const hasHydrated = () => document.documentElement.dataset.hasHydrated === 'true';

function settleOnFirstLoad(route) {
  const component = route.component;
  if (component && typeof component.preload === 'function' && !component.preload.settlesOnFirstLoad) {
    const preload = component.preload.bind(component);
    const wrapped = () =>
      preload().catch((error) => {
        if (hasHydrated()) throw error;
        console.warn('A page chunk failed on first load; showing the retry box.', error);
        return undefined;
      });
    wrapped.settlesOnFirstLoad = true;
    component.preload = wrapped;
  }
  route.routes?.forEach(settleOnFirstLoad);
}

routes.forEach(settleOnFirstLoad);

export default routes;
