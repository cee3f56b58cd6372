/**
 * The editors' desk at /admin: Decap CMS with only what the newsroom uses (the local proxy,
 * Forgejo and Gitea back ends, the widgets of its fields, the Persian and English interface), the
 * site's layout in git, its check before every save and publish, and a preview that looks like
 * the site. Bundled by the editors-desk plugin after the build; readers' pages never load it.
 */
import {DecapCmsCore as CMS, type CmsConfig} from 'decap-cms-core';
import {ProxyBackend} from 'decap-cms-backend-proxy';
import {GiteaBackend} from 'decap-cms-backend-gitea';
import {ForgejoBackend} from 'decap-cms-backend-forgejo';
import {en, fa} from 'decap-cms-locales';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import ImageWidget from 'decap-cms-widget-image';
import SelectWidget from 'decap-cms-widget-select';
import MarkdownWidget from 'decap-cms-widget-markdown';
import ListWidget from 'decap-cms-widget-list';
import ObjectWidget from 'decap-cms-widget-object';
import BooleanWidget from 'decap-cms-widget-boolean';
import NumberWidget from 'decap-cms-widget-number';
import {fromJS, type Map as ImmutableMap} from 'immutable';
import {formatProblems} from '../../news-guard/article';
import type {Instrument} from '../../../lib/market/schema';
import {checkMarketDay, checkStory, normaliseLetters} from '../check';
import {
  articleFromFile,
  articleToFile,
  marketDayFromFile,
  marketDayToFile,
} from '../format';
import {nextArticleId, withTwinFolders} from './backend';
import {articleSlug} from '../../../lib/slug';
import {persianPhotoRef} from '../paths';
import {PHRASE_FIXES, withFixes} from './phrases';
import {articlePreview, type DeskLabels} from './Preview';
import {SlugControl, TehranTimeControl, TehranTimePreview} from './widgets';

/** What the plugin writes into the page: Decap's config and the site's keys and labels. */
interface DeskPageData {
  config: Record<string, unknown>;
  tagKeys: string[];
  authorKeys: string[];
  labels: DeskLabels;
  instruments: Instrument[];
  previewCss: string;
}

const data = JSON.parse(
  document.getElementById('nn-desk-data')!.textContent!,
) as DeskPageData;
const keys = {tagKeys: data.tagKeys, authorKeys: data.authorKeys};
const instrumentOrder = data.instruments.map((i) => i.key);

CMS.registerBackend('proxy', withTwinFolders(ProxyBackend));
CMS.registerBackend('gitea', withTwinFolders(GiteaBackend));
CMS.registerBackend('forgejo', withTwinFolders(ForgejoBackend));
CMS.registerLocale('fa', withFixes(fa, PHRASE_FIXES));
CMS.registerLocale('en', en);
for (const widget of [
  StringWidget,
  TextWidget,
  ImageWidget,
  SelectWidget,
  MarkdownWidget,
  ListWidget,
  ObjectWidget,
  BooleanWidget,
  NumberWidget,
]) {
  CMS.registerWidget(widget.Widget());
}
// Decap's types describe its own props loosely; the desk's controls name what they read.
type Control = Parameters<typeof CMS.registerWidget>[1];
CMS.registerWidget('nn-slug', SlugControl as unknown as Control);
CMS.registerWidget(
  'nn-tehran-time',
  TehranTimeControl as unknown as Control,
  TehranTimePreview as unknown as Parameters<typeof CMS.registerWidget>[2],
);

CMS.registerCustomFormat('nerkhnama-article', 'md', {
  fromFile: articleFromFile,
  toFile: articleToFile,
});
CMS.registerCustomFormat('nerkhnama-market-day', 'yml', {
  fromFile: marketDayFromFile,
  toFile: (fields: Parameters<typeof marketDayToFile>[0]) =>
    marketDayToFile(fields, instrumentOrder),
});

CMS.registerPreviewStyle(data.previewCss, {raw: true});
CMS.registerPreviewTemplate('news', articlePreview(keys, data.labels));

type Entry = ImmutableMap<string, unknown>;
const fields = (entry: Entry, ...path: string[]) =>
  ((entry.getIn(path) as {toJS?: () => unknown} | undefined)?.toJS?.() ??
    {}) as Record<string, unknown>;

/** Refuses the save with the check's own list, one problem a line. */
function refuse(problems: Parameters<typeof formatProblems>[0]): never {
  throw new Error(`\n${formatProblems(problems)}`);
}

/**
 * Before every save: Arabic letter forms in the Persian fields become Persian ones (as
 * `news:check --fix` does); a new story gets its slug from the next free id and the headline as
 * saved (as news:new writes it); then the story must pass the check, or nothing is committed.
 */
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({entry}: {entry: Entry}) => {
    const collection = entry.get('collection');
    if (collection === 'market-days') {
      const problems = checkMarketDay(fields(entry, 'data'), data.instruments);
      if (problems.length > 0) refuse(problems);
      return undefined;
    }
    if (collection !== 'news') return undefined;
    const written = fields(entry, 'data');
    let fa = normaliseLetters(written);
    if (
      typeof fa.image === 'string' &&
      persianPhotoRef(fa.image) !== fa.image
    ) {
      fa = {...fa, image: persianPhotoRef(fa.image)};
    }
    if (entry.get('newRecord') === true && !fa.slug && fa.title) {
      fa = {
        ...fa,
        slug: articleSlug(await nextArticleId(), String(fa.title).trim()),
      };
    }
    const problems = checkStory(
      {fa, en: fields(entry, 'i18n', 'en', 'data')},
      keys,
    );
    if (problems.length > 0) refuse(problems);
    return fa === written ? undefined : fromJS(fa);
  },
});

/** Publishing (the editor's step in the workflow) checks the story again, as it stands on its branch. */
CMS.registerEventListener({
  name: 'prePublish',
  handler: ({entry}: {entry: Entry}) => {
    if (entry.get('collection') !== 'news') return;
    const problems = checkStory(
      {fa: fields(entry, 'data'), en: fields(entry, 'i18n', 'en', 'data')},
      keys,
    );
    if (problems.length > 0) refuse(problems);
  },
});

CMS.init({config: data.config as unknown as CmsConfig});
