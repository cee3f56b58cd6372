/**
 * The brand's addresses as the information pages print them (src/config/brand.ts is their one
 * source): `<BrandEmail kind="newsroom" />`, `<BrandAddress />`, `<BrandPhone />` in Markdown.
 */
import {brand} from '@site/src/config/brand';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {toPersianDigits} from '@site/src/lib/format';

const EMAILS = {
  support: brand.contactEmail,
  newsroom: brand.newsroomEmail,
  business: brand.businessEmail,
} as const;

export function BrandEmail({kind}: {kind: keyof typeof EMAILS}) {
  const email = EMAILS[kind];
  return (
    <bdi>
      <a href={`mailto:${email}`}>{email}</a>
    </bdi>
  );
}

export function BrandAddress() {
  return <>{brand.address[useSiteLocale()]}</>;
}

/** The phone number, left to right, in the locale's digits. */
export function BrandPhone() {
  const locale = useSiteLocale();
  return (
    <bdi dir="ltr">
      <a href={`tel:${brand.phone.replace(/\s+/g, '')}`}>
        {locale === 'fa' ? toPersianDigits(brand.phone) : brand.phone}
      </a>
    </bdi>
  );
}
