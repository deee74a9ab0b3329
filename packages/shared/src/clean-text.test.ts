import { describe, expect, it } from 'vitest';
import { cleanText } from './text';
import { contactBody } from './schemas/contact';
import { galleryTextFields } from './schemas/gallery';
import { personName } from './schemas/fields';
import { contactReplyBody } from './schemas/admin-content';

const RLO = '\u202E';

describe('cleanText: what is stored is what is seen', () => {
  it('drops direction overrides, isolates and marks, zero-width characters and the byte-order mark', () => {
    expect(cleanText(`${RLO}maet ecnanif nimdA`)).toBe('maet ecnanif nimdA');
    expect(cleanText('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i')).toBe('abcdefghi');
    expect(cleanText('x\u200Ey\u200Fz\u061Cw')).toBe('xyzw');
    expect(cleanText('\uFEFFzero\u200Bwidth\u2060joiner\u00AD')).toBe('zerowidthjoiner');
    expect(cleanText('bell\u0007 and del\u007F')).toBe('bell and del');
  });

  it('keeps tabs, line breaks, Persian ZWNJ and emoji ZWJ, and turns U+2028/U+2029 into line breaks', () => {
    expect(cleanText('a\tb\r\nc')).toBe('a\tb\r\nc');
    expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(cleanText('one\u2028two\u2029three')).toBe('one\ntwo\nthree');
  });

  it('normalises to NFC: an e with a combining accent is one é', () => {
    expect(cleanText('Ame\u0301lie')).toBe('Amélie');
    expect(cleanText('Ame\u0301lie').length).toBe(6);
  });
});

describe('the shared text fields clean what they accept', () => {
  it('a contact message under a reversed name or subject is stored as it reads', () => {
    const parsed = contactBody.parse({
      name: `${RLO}Admin`,
      email: 'a@b.dz',
      subject: `  ${RLO}Urgent\uFEFF `,
      message: 'Hello\u2028there',
    });
    expect(parsed).toMatchObject({ name: 'Admin', subject: 'Urgent', message: 'Hello\nthere' });
  });

  it('a text made only of invisible characters is empty, hence required', () => {
    expect(contactBody.safeParse({ name: '\u202E\u200B', email: 'a@b.dz', subject: 's', message: 'm' }).success).toBe(false);
    expect(contactReplyBody.safeParse({ response: '\uFEFF' }).success).toBe(false);
  });

  it('gallery titles, and names with harakat and tatweel, keep their letters and lose only the invisible', () => {
    expect(galleryTextFields.parse({ title_en: `${RLO}Open day` }).title_en).toBe('Open day');
    expect(personName.parse('مُحَمَّد\u061C بن علي')).toBe('مُحَمَّد بن علي'.normalize('NFC'));
    expect(personName.parse('عـــلي\uFEFF')).toBe('عـــلي');
    expect(personName.parse('Karim\u2028Benali')).toBe('Karim Benali');
    expect(personName.parse('Jose\u0301 Garci\u0301a')).toBe('José García');
  });
});
