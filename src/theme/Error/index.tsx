// Replaces @docusaurus/core/lib/client/theme-fallback/Error (3.10.2), which classic does not
// override. Why: it is the last-resort boundary for a crash anywhere in a page (e.g. in
// BlogLayout, outside the Layout's own boundary) and its texts are English on every locale with
// inline physical styles. Ours shows the theme's translated ErrorPageContent inside the site layout,
// and falls back to the same content without the layout if the layout itself throws.
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {RouteContextProvider} from '@site/src/docusaurus-internals/client/routeContext';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

/** The layout reads the route context; a crash caught above the routes has none, as upstream notes. */
const ERROR_ROUTE_CONTEXT = {
  plugin: {name: 'docusaurus-core-error-boundary', id: 'default'},
};

export default function Error({error, tryAgain}: Props) {
  return (
    <RouteContextProvider value={ERROR_ROUTE_CONTEXT}>
      <ErrorBoundary
        fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>
            {translate({
              id: 'nerkhnama.error.pageTitle',
              message: 'Page error',
              description:
                'Document title of the page shown when a page crashed',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
