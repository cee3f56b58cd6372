/** Articles per news list page: its own module so browser code can read it without the blog options. */
export const NEWS_PAGE_SIZE = 10;

/**
 * How a publish lays out the news lists between full builds (src/lib/listLayout.ts): the first five
 * pages (fifty stories, about a day of the newsroom's) follow every publish; the pages after them
 * keep the last build's cut, so a new story does not render the whole archive's list pages. The
 * fifth gathers the stories that leave the first four, up to sixty (a day's beyond its own ten),
 * before the list is laid out anew; the nightly full build cuts every list into tens again.
 */
export const NEWS_LIST_LAYOUT = {
  pageSize: NEWS_PAGE_SIZE,
  freshPages: 5,
  boundaryMax: 60,
} as const;
