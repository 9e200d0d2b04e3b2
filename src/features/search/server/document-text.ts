import type { StaticBlock } from '@/content/schemas/catalogue';
import type { Frequency, SpecTable } from '@/content/schemas/common';
import { groupOfType, type FrequencyHz, type SearchDocument, type SearchDocumentType } from '../domain/types';

/**
 * The text helpers every search document is built with: readable strings of content objects and
 * Markdown, spec tables and static blocks as text, frequency and category words, and the document's
 * common shape.
 */

/** Keys of content objects whose strings are file paths or ids, not readable text. */
const nonTextKeys = new Set([
  'image',
  'src',
  'poster',
  'certificate',
  'parallaxImage',
  'videoId',
  'slug',
  'href',
  'webm',
  'mp4',
  'banner',
  'id',
]);

/**
 * Every readable string inside a content object (company, gallery), depth first in key order; values
 * under {@link nonTextKeys} and strings that start with '/' (site paths) are left out.
 * @param value parsed content: strings, arrays and plain objects (numbers and booleans are skipped)
 * @returns the strings as they are, not trimmed or joined
 */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(collectText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => (nonTextKeys.has(key) ? [] : collectText(inner)));
  }
  return [];
}

/**
 * Plain text of a Markdown body as a reader sees it: headings, emphasis, code marks, link and image
 * targets, table rules and HTML comments removed; link and image texts kept.
 * @param markdown CommonMark/GFM text such as a blog body or the privacy policy
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^(```|~~~)[^\n]*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:[^>]*)>/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`|>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a spec table: caption, column headings, then each row. */
export function tableText(table: SpecTable | null): string[] {
  if (!table) return [];
  return [table.caption, table.columns.join(' '), ...table.rows.map((row) => row.join(' '))];
}

export function blockText(block: StaticBlock): string[] {
  switch (block.type) {
    case 'text':
      return [block.title, ...block.paragraphs];
    case 'list':
      return [block.title, ...block.items];
    case 'figures':
      return [block.title, ...block.items.map((item) => `${item.label} ${item.value}`)];
    case 'table':
      return tableText(block.table);
    case 'image':
      return [block.title, block.alt];
    case 'models':
      return [];
  }
}

/** Joins text pieces into one plain string with single spaces. */
export function join(pieces: readonly (string | undefined)[], separator = ' '): string {
  return pieces
    .filter((piece): piece is string => !!piece && piece.trim() !== '')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .join(separator);
}

/** '50hz' → 50. */
export function hzOf(frequency: Frequency): FrequencyHz {
  return frequency === '50hz' ? 50 : 60;
}

/** Words for a frequency, so that '60 Hz' and '60hz' in a query also match text-wise. */
export function frequencyWords(hz: FrequencyHz): string {
  return `${hz} Hz ${hz}Hz`;
}

/** A category name as a reader writes it: 'SUBMERSIBLE PUMPS' → 'submersible pumps', 'uPVC PIPES' → 'upvc pipes'. */
export function categoryWords(category: string): string {
  return category.toLowerCase();
}

export function makeDocument(
  type: SearchDocumentType,
  fields: Omit<SearchDocument, 'type' | 'group' | 'codes'> & { codes?: string[] },
): SearchDocument {
  const doc: SearchDocument = { ...fields, type, group: groupOfType[type], codes: fields.codes ?? [] };
  if (doc.frequencyHz === undefined) delete doc.frequencyHz;
  if (doc.parentTitle === undefined) delete doc.parentTitle;
  if (doc.application === undefined) delete doc.application;
  return doc;
}
