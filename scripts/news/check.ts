/**
 * `npm run news:check`: validates every article and translation with the same rules the build
 * applies, prints every problem (file › field: message. Fix: …) and exits 1 if there are any.
 */
import {formatProblems, validateNews} from '../../src/plugins/news-guard/validate';

const siteDir = process.argv[2] ?? process.cwd();
const {problems, articles, translations} = validateNews(siteDir);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\n✗ ${problems.length} problem(s) in the news. Nothing is published until they are fixed.`);
  process.exit(1);
}
const listed = articles.filter((a) => !a.frontMatter.draft && !a.frontMatter.unlisted).length;
console.log(`✓ ${articles.length} articles (${listed} listed) and ${translations.length} English versions are valid.`);
