/**
 * A translation follows its page's new sections (schema/content/follow-page.ts): what it had
 * translated stays in its words, what is new or changed is marked to translate, and the result
 * differs from the page in words only.
 */
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { followedTranslation } from '../../schema/content/follow-page.ts';
import { driftOf } from '../../schema/content/translations.ts';
import { PageSchema } from '../../schema/page.ts';

const page = `path: /retail
title: Retail | {brand}
description: The retail page, with point of sale and stock cards for the tests of translations.
sections:
  - type: hero
    heading: Retail runs on {brand}
  - type: card-grid
    heading: What you get
    cards:
      - { title: Point of sale, text: Sell at the counter., icon: PointOfSale }
      - { title: Stock, text: Count what is on the shelves., icon: Inventory2 }
  - type: accordion
    heading: Questions
    items:
      - { question: Does it work offline?, answer: Yes. }
`;

// A translator's file: its own comment and words.
const spanish = `# Revisado por Marta
path: /retail
title: Comercio minorista | {brand}
description: La página de comercio minorista, con tarjetas de punto de venta y de inventario para las pruebas.
sections:
  - type: hero
    heading: El comercio minorista funciona con {brand}
  - type: card-grid
    heading: Lo que obtiene
    cards:
      - { title: Punto de venta, text: Venda en el mostrador., icon: PointOfSale }
      - { title: Inventario, text: Cuente lo que hay en los estantes., icon: Inventory2 }
  - type: accordion
    heading: Preguntas
    items:
      - { question: ¿Funciona sin conexión?, answer: Sí. }
`;

const data = (text: string) => PageSchema.parse(parse(text));

describe('a translation follows its page', () => {
  test('a section added: it is there, marked to translate, and every text translated before keeps its words', () => {
    const after = page.replace(
      '  - type: accordion\n',
      '  - type: rich-text\n    heading: Why retailers choose us\n    blocks:\n      - paragraph: One system from the till to the warehouse.\n  - type: accordion\n',
    );
    const followed = followedTranslation(page, after, spanish, 'es');
    expect(followed?.marked).toBe(2);
    const text = followed?.text ?? '';
    expect(text).toContain(
      '  - type: rich-text\n    heading: "REPLACE: Why retailers choose us"\n    blocks:\n      - paragraph: "REPLACE: One system from the till to the warehouse."\n',
    );
    expect(text).toContain('heading: El comercio minorista funciona con {brand}');
    expect(text).toContain('{ question: ¿Funciona sin conexión?, answer: Sí. }');
    // Words only differ now: the validator takes it once the two texts are translated.
    expect(driftOf(data(after), data(text))).toEqual([]);
  });

  test('sections moved and a card removed: each text goes with its section, by the words it translates', () => {
    const moved = page
      .replace('      - { title: Stock, text: Count what is on the shelves., icon: Inventory2 }\n', '')
      .replace(/( {2}- type: card-grid[\s\S]*?)( {2}- type: accordion[\s\S]*)$/, '$2$1');
    const followed = followedTranslation(page, moved, spanish, 'es');
    expect(followed?.marked).toBe(0);
    const text = followed?.text ?? '';
    expect(text.indexOf('Preguntas')).toBeLessThan(text.indexOf('Lo que obtiene'));
    expect(text).not.toContain('Inventario');
    expect(driftOf(data(moved), data(text))).toEqual([]);
  });

  test('a text changed beside a new item is marked again: its old words no longer translate it', () => {
    const after = page
      .replace('heading: Questions', 'heading: Common questions')
      .replace('answer: Yes. }', 'answer: Yes. It syncs later. }\n      - { question: Is there an app?, answer: For iOS and Android. }');
    const followed = followedTranslation(page, after, spanish, 'es');
    const text = followed?.text ?? '';
    expect(text).toContain('heading: "REPLACE: Common questions"');
    expect(text).toContain('{ question: ¿Funciona sin conexión?, answer: "REPLACE: Yes. It syncs later." }');
    expect(text).toContain('{ question: "REPLACE: Is there an app?", answer: "REPLACE: For iOS and Android." }');
    expect(followed?.marked).toBe(4);
  });

  test('nothing to carry when only words changed, or when the translation differed from its page already', () => {
    expect(followedTranslation(page, page.replace('What you get', 'What you gain'), spanish, 'es')).toBeUndefined();
    const drifting = spanish.replace(
      '  - type: accordion\n    heading: Preguntas\n    items:\n      - { question: ¿Funciona sin conexión?, answer: Sí. }\n',
      '',
    );
    const added = page.replace('  - type: accordion\n', '  - type: rich-text\n    blocks:\n      - paragraph: New.\n  - type: accordion\n');
    expect(followedTranslation(page, added, drifting, 'es')).toBeUndefined();
    expect(followedTranslation(page, 'sections: [', spanish, 'es')).toBeUndefined();
  });
});
