/** The name the server bundle publishes its runtime under for compiled articles (a registered symbol). */
export const SERVER_ARTICLE_RUNTIME = 'nerkhnama.serverArticleRuntime';
/** What a compiled article may require of that runtime. */
export const RUNTIME_REQUESTS = ['react/jsx-runtime', '@mdx-js/react'] as const;
