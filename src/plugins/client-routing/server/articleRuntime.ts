/**
 * The first module of the server bundle: loads the articles compiled outside the bundler
 * (serverArticles.ts) with the bundle's own React JSX runtime and MDX provider, so an article's
 * `useMDXComponents` reads the context the theme's MDXContent provides (a copy of either package
 * loaded by Node would be another React, another context: no theme components in the text).
 */
import * as jsxRuntime from 'react/jsx-runtime';
import * as mdxReact from '@mdx-js/react';
import {SERVER_ARTICLE_RUNTIME} from '../serverArticleRuntime';

/** Node's `require`, as the bundler leaves it (core's SSG gives the bundle one beside itself). */
declare const __non_webpack_require__: (id: string) => unknown;

const runtime = {'react/jsx-runtime': jsxRuntime, '@mdx-js/react': mdxReact};

(globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_ARTICLE_RUNTIME)] = (
  file: string,
) =>
  (__non_webpack_require__(file) as (shared: typeof runtime) => unknown)(
    runtime,
  );
