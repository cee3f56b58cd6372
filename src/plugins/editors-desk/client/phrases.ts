/**
 * Persian interface phrases that Decap's own Persian translation gets wrong or leaves out, over
 * its `fa` locale. The workflow's three columns use the newsroom's words: a reporter writes a
 * draft, sends it for review, an editor publishes.
 */
export const PHRASE_FIXES = {
  editor: {
    editorControlPane: {
      i18n: {
        writingInLocale: 'نسخهٔ %{locale}',
        copyFromLocale: 'پر کردن از نسخهٔ دیگر',
      },
    },
    editorToolbar: {
      save: 'ذخیره',
      saving: 'در حال ذخیره…',
      status: 'وضعیت: %{status}',
      draft: 'پیش‌نویس',
      inReview: 'در انتظار بازبینی',
      ready: 'آمادهٔ انتشار',
      publish: 'انتشار',
      publishNow: 'همین حالا منتشر شود',
      backCollection: 'بازگشت به %{collectionLabel}',
    },
    editorInterface: {
      toggleI18n: 'دو زبان کنار هم',
      togglePreview: 'پیش‌نمایش',
      toggleScrollSync: 'پیمایش هم‌زمان',
    },
    editorWidgets: {
      list: {add: 'افزودن %{item}', addType: 'افزودن %{item}'},
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      mediaAssets: 'عکس‌ها',
      images: 'عکس‌ها',
      chooseSelected: 'گذاشتن عکس انتخاب‌شده',
      deleteSelected: 'پاک کردن عکس انتخاب‌شده',
      upload: 'بارگذاری عکس',
    },
  },
  ui: {
    toast: {
      onFailToPersist: 'ذخیره نشد: %{details}',
      onFailToPublishEntry: 'منتشر نشد: %{details}',
      missingRequiredField:
        'فیلدی الزامی خالی است؛ پیش از ذخیره آن را پر کنید.',
      entrySaved: 'ذخیره شد',
      entryPublished: 'منتشر شد',
    },
  },
  workflow: {
    workflowList: {
      draftHeader: 'پیش‌نویس',
      inReviewHeader: 'در انتظار بازبینی',
      readyHeader: 'آمادهٔ انتشار',
    },
  },
};

/** `base` with `fixes` laid over it, nested objects merged. */
export function withFixes<T extends Record<string, unknown>>(
  base: T,
  fixes: Record<string, unknown>,
): T {
  const result: Record<string, unknown> = {...base};
  for (const [key, value] of Object.entries(fixes)) {
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? withFixes(
            (base[key] as Record<string, unknown> | undefined) ?? {},
            value as Record<string, unknown>,
          )
        : value;
  }
  return result as T;
}
