import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Text } from '@react-pdf/renderer';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading a PDF's text layer back (pdfjs-dist, the PDF.js of Firefox, in Node: no system tool) and
 * comparing it word by word with the text the document was asked to print. Extractors list the letters
 * of a ligature in their own order (لا as "ال", الله as "هللا") and put a mark (shadda, damma) where its
 * position falls, so a word is compared as the multiset of its letters, and marks are counted over the
 * whole document.
 */

/** Arabic marks (tanween, harakat, shadda, sukun, dagger alef...). */
const MARK = /[\u064b-\u065f\u0670]/gu;
/** Brackets print mirrored in right-to-left text: "(" and ")" count as one sign. */
const BRACKETS = /[()[\]{}]/gu;

/** A word as a key that ignores the order of its letters and its marks. */
export function letterKey(word: string) {
  const letters = word
    .normalize('NFC')
    .replace(/\u0640/gu, '')
    .replace(MARK, '')
    .replace(BRACKETS, '()');
  return [...letters].sort().join('');
}

/** The words of a text: split at spaces and after hyphens (a line may break there). */
export function wordsOf(text: string) {
  return text
    .normalize('NFC')
    .split(/\s+|(?<=-)/u)
    .filter((w) => letterKey(w) !== '');
}

/** How many times each mark appears in some texts. */
export function markCounts(texts: string[]) {
  const counts: Record<string, number> = {};
  for (const text of texts) for (const m of text.normalize('NFC').match(MARK) ?? []) counts[m] = (counts[m] ?? 0) + 1;
  return counts;
}

/**
 * What a react-pdf document asks to print: the text of each <Text> (nested <Text>s included), found by
 * calling the document's function components (they are plain functions of their props).
 */
export function printedTexts(element: ReactNode): string[] {
  const out: string[] = [];
  const textOf = (node: ReactNode): string => {
    if (node == null || typeof node === 'boolean') return '';
    if (typeof node === 'string' || typeof node === 'number') return String(node);
    if (Array.isArray(node)) return node.map(textOf).join('');
    if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
    return '';
  };
  const walk = (node: ReactNode) => {
    if (node == null || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isValidElement(node)) return;
    const el = node as ReactElement<{ children?: ReactNode }>;
    if (el.type === Text) return void out.push(textOf(el.props.children));
    if (typeof el.type === 'function') return walk((el.type as (p: unknown) => ReactNode)(el.props));
    Children.forEach(el.props.children, walk);
  };
  walk(element);
  return out;
}

interface Item {
  str: string;
  width: number;
  transform: number[];
  hasEOL: boolean;
}

/**
 * The words of a PDF's text layer, page by page. PDF.js gives pieces of text with their positions;
 * pieces on one baseline that touch (no space glyph, no gap between them) belong to one word, which
 * is how a reader, a search or a copy sees them: a word space lost on the page shows as two words
 * merged into one.
 */
export async function pdfWords(pdf: Buffer): Promise<{ pages: number; words: string[]; marks: Record<string, number> }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  const words: string[] = [];
  const texts: string[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p += 1) {
      const page = await doc.getPage(p);
      const items = (await page.getTextContent()).items as Item[];
      let word = '';
      let prev: Item | null = null;
      const end = () => {
        if (word) words.push(...wordsOf(word));
        word = '';
      };
      for (const item of items) {
        texts.push(item.str);
        if (/^\s*$/u.test(item.str)) {
          end();
          prev = item.hasEOL ? null : item;
          continue;
        }
        const size = Math.hypot(item.transform[0]!, item.transform[1]!);
        const touches =
          prev !== null &&
          Math.abs(item.transform[5]! - prev.transform[5]!) < 0.5 &&
          Math.abs(item.transform[4]! - (prev.transform[4]! + prev.width)) < 0.25 * size &&
          !/\s$/u.test(prev.str);
        if (!touches) end();
        word += item.str;
        prev = item.hasEOL ? null : item;
        if (item.hasEOL || /\s$/u.test(item.str)) end();
      }
      end();
    }
    return { pages: doc.numPages, words, marks: markCounts(texts) };
  } finally {
    await doc.destroy();
  }
}
