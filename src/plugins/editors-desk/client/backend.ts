/**
 * A Decap backend (the local proxy, Forgejo or Gitea) that keeps the site's layout in git: Decap
 * asks for `news/fa/…` and `news/en/…` (its i18n folder structure), git holds `news/…` and the
 * English folder (paths.ts). The English file names the photo from its own folder and dates its
 * corrections as the Persian ones (check.ts, englishFields).
 */
import {EN_NEWS_DIR, NEWS_DIR} from '../../news-guard/article';
import {DESK_NEWS_FOLDER} from '../config';
import {
  idsInFileNames,
  nextFreeId,
} from '../../../../scripts/news/new-article-lib';
import {englishFields} from '../check';
import {articleFromFile, articleToFile} from '../format';
import {deskLocale, toDeskPath, toRepoPath} from '../paths';

interface ImplementationFile {
  path: string;
  [key: string]: unknown;
}
interface ImplementationEntry {
  data: string;
  file: ImplementationFile;
}
interface DataFile {
  path: string;
  newPath?: string;
  raw: string;
  [key: string]: unknown;
}
interface UnpublishedEntry {
  diffs?: Array<{path: string; [key: string]: unknown}>;
  [key: string]: unknown;
}

/** The part of Decap's backend interface whose arguments or results carry entry paths. */
interface Implementation {
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<ImplementationEntry[]>;
  entriesByFiles(files: ImplementationFile[]): Promise<ImplementationEntry[]>;
  getEntry(path: string): Promise<ImplementationEntry>;
  persistEntry(
    entry: {dataFiles: DataFile[]; assets: unknown[]},
    options: unknown,
  ): Promise<unknown>;
  unpublishedEntries(): Promise<string[]>;
  unpublishedEntry(args: unknown): Promise<UnpublishedEntry>;
  unpublishedEntryDataFile(
    collection: string,
    slug: string,
    path: string,
    id: string,
  ): Promise<string>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base constructor takes any arguments (TS2545)
export type BackendClass = new (...args: any[]) => Implementation;

const toDesk = (entry: ImplementationEntry): ImplementationEntry => ({
  ...entry,
  file: {...entry.file, path: toDeskPath(entry.file.path)},
});

/** The running backend, for the slug widget's next free id. */
let current: Implementation | undefined;
const remember = (backend: Implementation) => {
  current = backend;
};

/** File names in use: the articles of both folders and the stories waiting in review (their ids are taken). */
async function takenArticleNames(): Promise<string[]> {
  if (!current) return [];
  // One after the other: the local proxy serves one git operation at a time and gives up after 3 s.
  const listed = await current.entriesByFolder(DESK_NEWS_FOLDER, 'md', 2);
  const waiting = await current.unpublishedEntries().catch(() => []);
  return [
    ...listed.map((entry) => entry.file.path.split('/').pop()!),
    ...(Array.isArray(waiting) ? waiting : []).map(
      (key) => `${String(key).split('/').pop()}.md`,
    ),
  ];
}

/** The id of a new story: the next free one, as news:new picks it. */
export async function nextArticleId(): Promise<number> {
  return nextFreeId(idsInFileNames(await takenArticleNames()));
}

export function withTwinFolders<T extends BackendClass>(Base: T): T {
  return class TwinFolders extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see BackendClass
    constructor(...args: any[]) {
      super(...args);
      remember(this);
    }

    async entriesByFolder(folder: string, extension: string, depth: number) {
      if (folder !== DESK_NEWS_FOLDER) {
        return super.entriesByFolder(folder, extension, depth);
      }
      const [fa, en] = await Promise.all([
        super.entriesByFolder(NEWS_DIR, extension, 1),
        super.entriesByFolder(EN_NEWS_DIR, extension, 1),
      ]);
      return [...fa, ...en].map(toDesk);
    }

    async entriesByFiles(files: ImplementationFile[]) {
      const entries = await super.entriesByFiles(
        files.map((file) => ({...file, path: toRepoPath(file.path)})),
      );
      return entries.map(toDesk);
    }

    async getEntry(path: string) {
      return toDesk(await super.getEntry(toRepoPath(path)));
    }

    persistEntry(
      entry: {dataFiles: DataFile[]; assets: unknown[]},
      options: unknown,
    ) {
      const fa = entry.dataFiles.find((file) => deskLocale(file.path) === 'fa');
      const dataFiles = entry.dataFiles.map((file) => ({
        ...file,
        path: toRepoPath(file.path),
        ...(file.newPath && {newPath: toRepoPath(file.newPath)}),
        raw:
          fa && deskLocale(file.path) === 'en'
            ? articleToFile(
                englishFields(
                  articleFromFile(file.raw),
                  articleFromFile(fa.raw),
                ),
              )
            : file.raw,
      }));
      return super.persistEntry({...entry, dataFiles}, options);
    }

    async unpublishedEntry(args: unknown) {
      const entry = await super.unpublishedEntry(args);
      return {
        ...entry,
        ...(entry.diffs && {
          diffs: entry.diffs.map((diff) => ({
            ...diff,
            path: toDeskPath(diff.path),
          })),
        }),
      };
    }

    unpublishedEntryDataFile(
      collection: string,
      slug: string,
      path: string,
      id: string,
    ) {
      return super.unpublishedEntryDataFile(
        collection,
        slug,
        toRepoPath(path),
        id,
      );
    }

    deleteFiles(paths: string[], commitMessage: string) {
      return super.deleteFiles(paths.map(toRepoPath), commitMessage);
    }
  };
}
