import {describe, expect, it} from 'vitest';
import {cardOf as cardOfRecord} from '../../src/lib/newsCard';
import {newsExtrasOf, withNewsExtras} from '../../src/lib/newsExtras';
import {newsRecordOf, type RecordSource} from '../../src/lib/newsRecord';

const source = (title: string, date: string): RecordSource => ({
  title,
  description: `${title} description`,
  permalink: `/news/121530/${title}`,
  date,
  tags: [{label: 'دلار', permalink: '/news/tags/x'}],
  frontMatter: {tags: ['dollar']},
  readingTime: 2.3,
});
/** The card of a post, through its record as the build makes it. */
const cardOf = (metadata: RecordSource) => cardOfRecord(newsRecordOf(metadata));
const cover = {
  src: '/img/news/art-currency-18-3fa2c1d0e9',
  alt: 'نگاره',
  og: '/img/news/121530-9b1e7c2a44-og.jpg',
};
/** The cover as a card and a record carry it: the shared art, not the story's sharing card. */
const cardCover = {src: cover.src, alt: cover.alt};
const photo = {
  src: '/img/photos/abc',
  widths: [480, 800],
  width: 800,
  height: 533,
  alt: 'صف صرافی',
  caption: 'c',
  og: '/x-og.jpg',
  crops: ['a', 'b', 'c'],
};

describe('the card of an article', () => {
  it('has only the card fields, the time in Tehran', () => {
    expect(cardOf(source('b', '2025-09-23T08:00:00+03:30'))).toEqual({
      title: 'b',
      description: 'b description',
      permalink: '/news/121530/b',
      date: '2025-09-23T04:30:00.000Z',
      time: '08:00',
      readingTime: 2.3,
      kicker: {label: 'دلار', permalink: '/news/tags/x'},
    });
  });
  it('carries the cover, or the photo as a card shows it, and the labels', () => {
    expect(
      cardOf(
        withNewsExtras(source('a', '2025-09-21T08:00:00+03:30'), {
          cover,
          related: [],
        }),
      ),
    ).toMatchObject({cover: cardCover});
    const card = cardOf(
      withNewsExtras(source('a', '2025-09-23T22:54:00+03:30'), {
        photo,
        breaking: true,
        pinned: true,
      }),
    );
    expect(card).toMatchObject({
      pinned: true,
      breaking: true,
      time: '22:54',
      photo: {
        src: '/img/photos/abc',
        widths: [480, 800],
        width: 800,
        height: 533,
        alt: 'صف صرافی',
      },
    });
    // No sharing card, crops or caption on a card.
    expect(card.photo).not.toHaveProperty('crops');
    expect(card.photo).not.toHaveProperty('caption');
    expect(card).not.toHaveProperty('cover');
  });
});

describe("an article's record", () => {
  it('is made once per post and read by every output', () => {
    const metadata = withNewsExtras(source('r', '2025-09-23T22:54:00+03:30'), {
      cover,
      updated: '2025-09-24T06:00:00.000Z',
    });
    const record = newsRecordOf(metadata);
    expect(newsRecordOf(metadata)).toBe(record);
    expect(record).toEqual({
      id: 121530,
      permalink: '/news/121530/r',
      title: 'r',
      description: 'r description',
      date: '2025-09-23T19:24:00.000Z',
      time: '22:54',
      updated: '2025-09-24T06:00:00.000Z',
      readingTime: 2.3,
      tags: [{key: 'dollar', label: 'دلار', permalink: '/news/tags/x'}],
      unlisted: false,
      cover: cardCover,
      sharingImage: cover.og,
    });
  });
  it("takes a photo article's sharing card from its photo", () => {
    const record = newsRecordOf(
      withNewsExtras(source('p', '2025-09-23T08:00:00+03:30'), {photo}),
    );
    expect(record.sharingImage).toBe('/x-og.jpg');
    expect(record).not.toHaveProperty('cover');
  });
});

describe('news extras on a post', () => {
  it('reads back what the build steps attached, each keeping the others', () => {
    const metadata = withNewsExtras(
      withNewsExtras({title: 't'}, {cover, related: []}),
      {priceBoxes: []},
    );
    expect(newsExtrasOf(metadata)).toEqual({
      cover,
      related: [],
      priceBoxes: [],
    });
    expect(newsExtrasOf({title: 't'})).toEqual({});
  });
  it('throws on extras of another shape instead of rendering nothing', () => {
    expect(() => newsExtrasOf({newsExtras: 'cover'})).toThrow(
      /newsExtras is not an object/,
    );
    expect(() => newsExtrasOf({newsExtras: {cover: {src: 1}}})).toThrow(
      /cover is not \{src, alt, og\}/,
    );
    expect(() =>
      newsExtrasOf({newsExtras: {photo: {...photo, crops: undefined}}}),
    ).toThrow(/photo is not a lead photo/);
    expect(() => newsExtrasOf({newsExtras: {related: [{title: 'x'}]}})).toThrow(
      /related is not a list of related articles/,
    );
    expect(() => newsExtrasOf({newsExtras: {pinned: 'yes'}})).toThrow(
      /pinned is not true/,
    );
    expect(() =>
      newsExtrasOf({newsExtras: {priceBoxes: [{key: 'usd'}]}}),
    ).toThrow(/priceBoxes is not a list of quotes/);
    expect(() => newsExtrasOf({newsExtras: {image: '/x.jpg'}})).toThrow(
      /image is not an extra of this site/,
    );
  });
});
