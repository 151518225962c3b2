/**
 * The people and things word problems are about, in English and Spanish side by side: a problem draws an
 * index, so the same seed names the same person and thing in either language. Spanish nouns carry their
 * gender (¿Cuántas manzanas…? ¿Cuántos lápices…?).
 */
import type { WordProblemLanguage } from '@dash/contracts';

export type Lang = WordProblemLanguage;

export const NAMES: Record<Lang, readonly string[]> = {
  en: ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Omar', 'Lucy', 'Ethan', 'Priya', 'Diego', 'Hana', 'Sam'],
  es: [
    'Sofía',
    'Mateo',
    'Valentina',
    'Santiago',
    'Camila',
    'Diego',
    'Lucía',
    'Emiliano',
    'Ximena',
    'Andrés',
    'Regina',
    'Leonardo',
  ],
};

export interface Noun {
  /** Plural, as counted ("apples", "manzanas"). */
  plural: string;
  /** Singular ("apple", "manzana"). */
  one: string;
  /** Spanish gender; English ignores it. */
  feminine: boolean;
}

const noun = (plural: string, one: string, feminine = false): Noun => ({ plural, one, feminine });

/** Small things a child collects or shares. */
export const THINGS: Record<Lang, readonly Noun[]> = {
  en: [
    noun('apples', 'apple'),
    noun('pencils', 'pencil'),
    noun('stickers', 'sticker'),
    noun('marbles', 'marble'),
    noun('books', 'book'),
    noun('shells', 'shell'),
    noun('crayons', 'crayon'),
    noun('cookies', 'cookie'),
    noun('toy cars', 'toy car'),
    noun('buttons', 'button'),
  ],
  es: [
    noun('manzanas', 'manzana', true),
    noun('lápices', 'lápiz'),
    noun('calcomanías', 'calcomanía', true),
    noun('canicas', 'canica', true),
    noun('libros', 'libro'),
    noun('conchas', 'concha', true),
    noun('crayones', 'crayón'),
    noun('galletas', 'galleta', true),
    noun('carritos', 'carrito'),
    noun('botones', 'botón'),
  ],
};

/** Things sold by the piece (unit prices, discounts). */
export const GOODS: Record<Lang, readonly Noun[]> = {
  en: [
    noun('notebooks', 'notebook'),
    noun('T-shirts', 'T-shirt'),
    noun('board games', 'board game'),
    noun('backpacks', 'backpack'),
    noun('soccer balls', 'soccer ball'),
    noun('plants', 'plant'),
  ],
  es: [
    noun('cuadernos', 'cuaderno'),
    noun('camisetas', 'camiseta', true),
    noun('juegos de mesa', 'juego de mesa'),
    noun('mochilas', 'mochila', true),
    noun('balones de fútbol', 'balón de fútbol'),
    noun('plantas', 'planta', true),
  ],
};

const FORMATS: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  es: new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }),
};

/** A whole number as the language writes it (1,234 in both: Mexican Spanish groups thousands with commas). */
export const formatNumber = (lang: Lang, value: number) => FORMATS[lang].format(value);

/** "cuántos" or "cuántas" for a Spanish noun. */
export const howMany = (thing: Noun) => (thing.feminine ? 'cuántas' : 'cuántos');

/** "un" or "una" before a Spanish noun. */
export const aOne = (thing: Noun) => (thing.feminine ? 'una' : 'un');
