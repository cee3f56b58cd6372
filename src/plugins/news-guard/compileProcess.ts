/**
 * A child process of the process pool that compiles articles for the pre-flight check (mdx.ts,
 * `CompileCache.prefill`): a cold check compiles every article of both languages, each on its own.
 */
import {answerBatches} from '../process-pool/child';
import {compileArticle, type ArticleToCompile} from './mdx';

answerBatches(({source, filePath, direction}: ArticleToCompile) =>
  compileArticle(source, filePath, direction),
);
