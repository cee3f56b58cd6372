/** Articles per news list page: its own module so browser code can read it without the blog options. */
export const NEWS_PAGE_SIZE = 10;
