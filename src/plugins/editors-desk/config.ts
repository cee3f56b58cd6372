/**
 * The editors' desk configuration (Decap CMS), generated at build time from the files the site
 * already reads: the tags and authors the news may use, the market's instruments. Pure, so a unit
 * test pins what the desk offers. Labels and help are Persian: the desk's interface is Persian.
 */
import type {Instrument} from '../../lib/market/schema';
import {EN_NEWS_DIR, NEWS_DIR} from '../news-guard/article';
import {MAX_TAGS, TRUNCATE_MARKER} from '../news-guard/schema';
import {toPersianDigits} from '../../lib/format';

/** The folder Decap believes holds `fa/` and `en/`: the desk's backend maps it to the two real folders (paths.ts). */
export const DESK_NEWS_FOLDER = NEWS_DIR;
const DESK_MEDIA_FOLDER = `${NEWS_DIR}/img`;
const DAYS_FOLDER = 'market/days';

export interface DeskGitHost {
  /** `forgejo` (editorial workflow through pull requests) or `gitea` (direct commits only). */
  backend: 'forgejo' | 'gitea';
  /** The git server, e.g. https://git.newsroom.example. */
  baseUrl: string;
  /** owner/name of the site's repository there. */
  repo: string;
  /** Client id of the OAuth2 application registered on the git server for the desk. */
  appId: string;
  branch: string;
}

export interface DeskInput {
  tags: ReadonlyArray<{key: string; label: string}>;
  authors: ReadonlyArray<{key: string; name: string}>;
  instruments: readonly Instrument[];
  host: DeskGitHost;
  /** Where `npm run desk:server` (decap-server) listens, for editing a local checkout. */
  localProxy: string;
}

/** Reads the git host from the environment the build runs in; placeholders say what to set. */
export function gitHostFromEnv(
  env: Record<string, string | undefined>,
): DeskGitHost {
  return {
    backend: env.DESK_GIT_BACKEND === 'gitea' ? 'gitea' : 'forgejo',
    baseUrl: env.DESK_GIT_URL ?? 'https://git.newsroom.example',
    repo: env.DESK_GIT_REPO ?? 'newsroom/nerkhnama',
    appId: env.DESK_OAUTH_APP_ID ?? 'set-DESK_OAUTH_APP_ID',
    branch: env.DESK_GIT_BRANCH ?? 'main',
  };
}

type Field = Record<string, unknown>;

/** Fields written the same in both languages: Decap copies them from the Persian side. */
const same = {i18n: 'duplicate'} as const;
const translated = {i18n: true} as const;
/**
 * Decap makes every field required unless told otherwise. What every story has (title, summary,
 * slug, date, authors, tags, body) stays required, so the form flags it at once; the rest is
 * optional to Decap and the news check decides (alternative text once there is a photo…).
 */
const optional = {required: false} as const;

function articleFields(input: DeskInput): Field[] {
  return [
    {
      name: 'title',
      label: 'تیتر',
      widget: 'string',
      hint: 'تیتر خبر در فهرست‌ها، صفحهٔ خبر و زبانهٔ مرورگر؛ حداکثر ۱۶۰ نویسه.',
      ...translated,
    },
    {
      name: 'description',
      label: 'خلاصه',
      widget: 'text',
      hint: 'یک جمله (۴۰ تا ۳۰۰ نویسه) برای موتورهای جست‌وجو و پیش‌نمایش پیوند.',
      ...translated,
    },
    {
      name: 'slug',
      label: 'نشانی',
      widget: 'nn-slug',
      hint: 'نشانی خبر در سایت: با نخستین ذخیره از شناسه و تیتر ساخته می‌شود و دیگر تغییر نمی‌کند.',
      ...same,
      // Written by the desk at the first save, so never the editor's to fill.
      ...optional,
    },
    {
      name: 'date',
      label: 'زمان انتشار (به وقت تهران)',
      widget: 'nn-tehran-time',
      default_now: true,
      hint: 'با اختلاف +۰۳:۳۰؛ خبری با زمان آینده تا آن زمان منتشر نمی‌شود.',
      ...same,
    },
    {
      name: 'authors',
      label: 'نویسندگان',
      widget: 'select',
      multiple: true,
      options: input.authors.map((a) => ({label: a.name, value: a.key})),
      hint: 'از فهرست نویسندگان (news/authors.yml).',
      ...same,
    },
    {
      name: 'tags',
      label: 'برچسب‌ها',
      widget: 'select',
      multiple: true,
      max: MAX_TAGS,
      options: input.tags.map((t) => ({label: t.label, value: t.key})),
      hint: `۱ تا ${toPersianDigits(String(MAX_TAGS))} برچسب از news/tags.yml؛ نخستین برچسب موضوع اصلی خبر است.`,
      ...same,
    },
    {
      name: 'image',
      label: 'عکس اصلی',
      widget: 'image',
      choose_url: false,
      hint: 'JPEG، PNG، WebP یا AVIF، دست‌کم ۱۲۰۰ پیکسل عرض و حداکثر ۱۰ مگابایت؛ در news/img/ ذخیره می‌شود.',
      ...same,
      ...optional,
    },
    {
      name: 'image_alt',
      label: 'متن جایگزین عکس',
      widget: 'string',
      hint: 'برای خواننده‌ای که عکس را نمی‌بیند: چه کسی، چه چیزی، کجا. با عکس الزامی است.',
      ...translated,
      ...optional,
    },
    {
      name: 'image_caption',
      label: 'زیرنویس عکس',
      widget: 'string',
      hint: 'چه چیزی، کجا و کی.',
      ...translated,
      ...optional,
    },
    {
      name: 'image_credit',
      label: 'عکاس یا منبع عکس',
      widget: 'string',
      hint: 'زیر عکس به صورت «عکس: …» می‌آید.',
      ...translated,
      ...optional,
    },
    {
      name: 'updated',
      label: 'زمان به‌روزرسانی',
      widget: 'nn-tehran-time',
      hint: 'فقط برای ویرایش مهم، پس از زمان انتشار: «به‌روزرسانی: …» نشان داده می‌شود.',
      ...same,
      ...optional,
    },
    {
      name: 'correction',
      label: 'اصلاحیه‌ها',
      label_singular: 'اصلاحیه',
      widget: 'list',
      hint: 'هر اصلاحیه با زمان و متن؛ در پایان خبر می‌آید.',
      ...translated,
      ...optional,
      fields: [
        {
          name: 'date',
          label: 'زمان اصلاح',
          widget: 'nn-tehran-time',
          default_now: true,
          ...optional,
        },
        {
          name: 'text',
          label: 'چه نادرست بود و درست آن چیست',
          widget: 'text',
          ...optional,
        },
      ],
    },
    ...(
      [
        ['breaking', 'فوری', 'برچسب «فوری» روی کارت‌ها و صفحهٔ خبر.'],
        [
          'pinned',
          'خبر اول',
          'خبر اصلی صفحهٔ اول و فهرست اخبار؛ هر بار فقط یک خبر.',
        ],
        [
          'draft',
          'پیش‌نویس',
          'در سایت منتشر نمی‌شود تا این گزینه برداشته شود.',
        ],
        [
          'unlisted',
          'فقط با نشانی',
          'بیرون از فهرست‌ها، خوراک‌ها، نقشهٔ سایت و جست‌وجو.',
        ],
      ] as const
    ).map(([name, label, hint]) => ({
      name,
      label,
      hint,
      widget: 'boolean',
      ...same,
      ...optional,
    })),
    {
      name: 'body',
      label: 'متن خبر',
      widget: 'markdown',
      // Raw Markdown: the rich-text editor would rewrite the MDX preview marker.
      modes: ['raw'],
      default: `\n\n${TRUNCATE_MARKER}\n\n`,
      hint: `لید (یک یا دو جمله) را بالای ${TRUNCATE_MARKER} بنویسید و باقی خبر را زیر آن؛ میان‌تیترها با ##.`,
      ...translated,
    },
  ];
}

/** A closing-price field per instrument, in the instruments file's order. */
function dayFields(input: DeskInput): Field[] {
  return [
    {
      name: 'time',
      label: 'زمان قیمت‌های پایانی (به وقت تهران)',
      widget: 'nn-tehran-time',
      default_now: true,
      ...optional,
    },
    {
      name: 'close',
      label: 'قیمت‌های پایانی',
      widget: 'object',
      collapsed: false,
      ...optional,
      fields: input.instruments.map((instrument) => ({
        name: instrument.key,
        // A name that already says its unit («بیت‌کوین (دلار)») is not told it twice.
        label: instrument.fa.includes('(')
          ? instrument.fa
          : `${instrument.fa} (${instrument.unit === 'toman' ? 'تومان' : 'دلار'})`,
        widget: 'number',
        value_type: instrument.decimals === 0 ? 'int' : 'float',
        step: 10 ** -instrument.decimals,
        ...optional,
      })),
    },
  ];
}

/**
 * The file name both collections derive from their fields: `2025-09-21-121530` from the Tehran
 * date's first ten characters and the slug's id, `2025-09-21` for a market day. Decap's template
 * filters have no "substring": `truncate(n, '-')` keeps n characters and appends the `-`, and the
 * slug cleaner turns the slug's `/` into `-` and trims the dashes at each end of a part.
 */
export const ARTICLE_FILE_TEMPLATE =
  "{{fields.date | truncate(10, '-')}}-{{fields.slug | truncate(7, '-')}}";
const DAY_FILE_TEMPLATE = "{{fields.time | truncate(10, '-')}}";

export function deskConfig(input: DeskInput): Record<string, unknown> {
  const {host} = input;
  return {
    load_config_file: false,
    locale: 'fa',
    backend: {
      name: host.backend,
      repo: host.repo,
      branch: host.branch,
      base_url: host.baseUrl,
      api_root: `${host.baseUrl}/api/v1`,
      app_id: host.appId,
      commit_messages: {
        create: 'desk: new {{collection}} «{{slug}}»',
        update: 'desk: edit {{collection}} «{{slug}}»',
        delete: 'desk: delete {{collection}} «{{slug}}»',
        uploadMedia: 'desk: photo {{path}}',
        deleteMedia: 'desk: delete photo {{path}}',
      },
    },
    local_backend: {
      url: input.localProxy,
      allowed_hosts: ['127.0.0.1', 'localhost'],
    },
    publish_mode: 'editorial_workflow',
    media_folder: DESK_MEDIA_FOLDER,
    // The value written into the article: relative to news/, as news:new writes it.
    public_folder: './img',
    slug: {
      encoding: 'unicode',
      clean_accents: false,
      sanitize_replacement: '-',
    },
    i18n: {
      structure: 'multiple_folders',
      locales: ['fa', 'en'],
      default_locale: 'fa',
    },
    site_url: '/',
    display_url: '/',
    logo_url: '/img/logo.svg',
    collections: [
      {
        name: 'news',
        label: 'خبرها',
        label_singular: 'خبر',
        description: `خبرهای فارسی (${NEWS_DIR}/) با نسخهٔ انگلیسی هر خبر (${EN_NEWS_DIR}/) در کنار آن.`,
        folder: DESK_NEWS_FOLDER,
        extension: 'md',
        format: 'nerkhnama-article',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'title',
        slug: ARTICLE_FILE_TEMPLATE,
        summary: '{{title}}',
        sortable_fields: ['date', 'title'],
        view_filters: [
          {label: 'فوری', field: 'breaking', pattern: true},
          {label: 'پیش‌نویس', field: 'draft', pattern: true},
        ],
        fields: articleFields(input),
      },
      {
        name: 'market-days',
        label: 'قیمت‌های روز',
        label_singular: 'روز بازار',
        description:
          'یک پرونده برای هر روز معاملاتی تهران با قیمت پایانی همهٔ نمادها.',
        folder: DAYS_FOLDER,
        extension: 'yml',
        format: 'nerkhnama-market-day',
        create: true,
        delete: false,
        identifier_field: 'time',
        // A table of numbers: the form is its own preview.
        editor: {preview: false},
        slug: DAY_FILE_TEMPLATE,
        summary: '{{time}}',
        sortable_fields: ['time'],
        fields: dayFields(input),
      },
    ],
  };
}
