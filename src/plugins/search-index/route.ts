/** The search page's route (every result, paged), which the search-index plugin adds in each locale. */
export const searchPagePath = (baseUrl: string) => `${baseUrl}search`;
