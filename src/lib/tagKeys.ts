/**
 * The tag keys of a post, main tag first: an article names its tags by their keys in
 * news/tags.yml (the news guard refuses inline tags), which the blog plugin leaves in front matter.
 */
export function tagKeysOf(frontMatter: {tags?: readonly unknown[]}): string[] {
  return (frontMatter.tags ?? []).filter(
    (tag): tag is string => typeof tag === 'string',
  );
}
