import {describe, expect, it} from 'vitest';
import {normalizePersian, searchKey} from '../../src/lib/persianNormalize';

describe('Arabic letter forms become Persian', () => {
  it('folds Arabic yeh and alef maksura into Persian yeh', () => {
    expect(normalizePersian('بانك مركزي')).toBe('بانک مرکزی');
    expect(normalizePersian('مصطفى')).toBe('مصطفی');
    expect(normalizePersian('علي')).toBe('علی');
  });
  it('folds Arabic kaf into Persian kaf', () => {
    expect(normalizePersian('كشور')).toBe('کشور');
  });
  it('folds teh marbuta into heh', () => {
    expect(normalizePersian('مدرسة')).toBe('مدرسه');
  });
  it('handles the ezafe heh both precomposed (ۀ) and as heh + hamza above (هٔ)', () => {
    expect(normalizePersian('خانۀ ما')).toBe('خانه ما');
    expect(normalizePersian('خانهٔ ما')).toBe('خانه ما');
    expect(searchKey('صفحۀ')).toBe(searchKey('صفحهٔ'));
    expect(searchKey('صفحۀ')).toBe('صفحه');
  });
  it('folds hamza-carrying alef and waw, keeps alef madda', () => {
    expect(normalizePersian('أحمد إيران مؤسسه')).toBe('احمد ایران موسسه');
    expect(normalizePersian('آزادی')).toBe('آزادی');
    // alef + combining madda is the same letter as the precomposed آ
    expect(normalizePersian('\u0627\u0653زادی')).toBe('آزادی');
  });
  it('folds Arabic presentation forms into letters', () => {
    expect(normalizePersian('\ufedb\ufe98\ufe8e\ufe8f')).toBe('کتاب');
  });
});

describe('diacritics and tatweel', () => {
  it('removes harakat, tanwin, shadda and sukun', () => {
    expect(normalizePersian('مُحَمَّد')).toBe('محمد');
    expect(normalizePersian('حَتماً')).toBe('حتما');
    expect(normalizePersian('مَسْئول')).toBe('مسئول');
  });
  it('removes the superscript alef', () => {
    expect(normalizePersian('زكوٰة')).toBe('زکوه');
  });
  it('removes tatweel (kashida)', () => {
    expect(normalizePersian('بـــانک')).toBe('بانک');
    expect(searchKey('دلـار')).toBe(searchKey('دلار'));
  });
});

describe('digits', () => {
  it('makes Persian, Arabic-Indic and Latin digits equivalent', () => {
    expect(normalizePersian('۱۴۰۴')).toBe('1404');
    expect(normalizePersian('١٤٠٤')).toBe('1404');
    expect(normalizePersian('1404')).toBe('1404');
    expect(searchKey('۱۴۰۴')).toBe(searchKey('١٤٠٤'));
    expect(searchKey('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(searchKey('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
  it('reads the Arabic decimal and thousands separators as . and ,', () => {
    expect(normalizePersian('۹۱٫۴')).toBe('91.4');
    expect(normalizePersian('۱٬۲۳۴')).toBe('1,234');
  });
});

describe('ZWNJ (half-space)', () => {
  it('makes «می‌شود», «میشود» and «می شود» the same search key', () => {
    expect(searchKey('می‌شود')).toBe('میشود');
    expect(searchKey('میشود')).toBe('میشود');
    expect(searchKey('می شود')).toBe('میشود');
  });
  it('attaches a detached verb prefix «می»/«نمی» with a ZWNJ in the readable form', () => {
    expect(normalizePersian('قیمت بالا می رود')).toBe('قیمت بالا می‌رود');
    expect(normalizePersian('نمی توانند')).toBe('نمی‌توانند');
    expect(searchKey('نمی توانند')).toBe(searchKey('نمی‌توانند'));
  });
  it('does not touch «می» at the start of another word', () => {
    expect(normalizePersian('میز و میدان')).toBe('میز و میدان');
    expect(normalizePersian('دو میلیون')).toBe('دو میلیون');
  });
  it('attaches detached plural and comparative suffixes', () => {
    expect(normalizePersian('کتاب ها')).toBe('کتاب‌ها');
    expect(normalizePersian('نرخ های ارز')).toBe('نرخ‌های ارز');
    expect(normalizePersian('بیش تر')).toBe('بیش‌تر');
    expect(normalizePersian('بزرگ ترین')).toBe('بزرگ‌ترین');
    expect(searchKey('کتاب ها')).toBe(searchKey('کتابها'));
    expect(searchKey('کتاب‌ها')).toBe('کتابها');
  });
  it('drops stray ZWNJ at word edges and collapses repeats', () => {
    expect(normalizePersian('\u200cدلار\u200c')).toBe('دلار');
    expect(normalizePersian('می\u200c\u200cشود')).toBe('می\u200cشود');
    expect(normalizePersian('دلار\u200c طلا')).toBe('دلار طلا');
  });
  it('reads a ZWNJ beside a space as a space, then re-attaches a detached prefix', () => {
    expect(normalizePersian('می \u200cشود')).toBe('می\u200cشود');
  });
});

describe('invisible characters, whitespace and case', () => {
  it('removes zero-width joiners and spaces, bidi controls, BOM and soft hyphens', () => {
    expect(normalizePersian('د\u200dل\u200bا\u200fر\ufeff')).toBe('دلار');
    expect(normalizePersian('\u2067دلار\u2069')).toBe('دلار');
    expect(normalizePersian('in\u00adflation')).toBe('inflation');
  });
  it('collapses whitespace, including no-break spaces, and trims', () => {
    expect(normalizePersian('  دلار \u00a0\n\t طلا  ')).toBe('دلار طلا');
  });
  it('lower-cases the search key, not the readable form', () => {
    expect(normalizePersian('Central Bank')).toBe('Central Bank');
    expect(searchKey('Central Bank')).toBe('central bank');
  });
  it('folds compatibility forms (full-width Latin, ligatures)', () => {
    expect(searchKey('ＵＳＤ')).toBe('usd');
    expect(searchKey('ﬁnance')).toBe('finance');
  });
});

describe('query and index agree', () => {
  it('is idempotent', () => {
    const samples = [
      'بانك مركزي ۱۴۰۴',
      'می شود کتاب ها',
      'خانهٔ  مُحَمَّد',
      'Gold ١٤٠٤',
    ];
    for (const text of samples) {
      expect(normalizePersian(normalizePersian(text))).toBe(
        normalizePersian(text),
      );
    }
  });
  it('maps every spelling of a phrase to one key', () => {
    const spellings = [
      'بانک مرکزی ۱۴۰۴',
      'بانك مركزي 1404',
      'بانـک مَرکزی ١٤٠٤',
      'بانک\u200cمرکزی ۱۴۰۴'.replace('\u200c', ' '),
    ];
    const keys = new Set(spellings.map(searchKey));
    expect([...keys]).toEqual(['بانک مرکزی 1404']);
  });
  it('leaves empty and blank input empty', () => {
    expect(searchKey('')).toBe('');
    expect(searchKey(' \u200c\t\n ')).toBe('');
  });
});
