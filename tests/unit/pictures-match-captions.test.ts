import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDONS } from '../../db/seed/data/addons';
import { catalogSeed } from '../../db/seed/data/catalog';
import { productScene } from '../../scripts/seed-data/art/scenes';
import { addonSvg } from '../../scripts/seed-data/generate-images';

/**
 * Every drawn picture shows what its caption names: a picture captioned
 * "Classic Teddy Bear" holds a teddy bear, one captioned with roses holds
 * roses. Pictures name what they hold: a flower kind by its symbol
 * (id="roses"), a gift item by its group (data-item="teddy").
 */
type Evidence = `flower:${string}` | `item:${string}`;

/** Words in a caption and what the picture must then show (any one of the list). */
const FLOWERS: [RegExp, Evidence[]][] = [
  [/\broses?\b/i, ['flower:roses']],
  [/\bpeace lil(y|ies)\b/i, ['flower:spathes']],
  [/(?<!peace )\blil(y|ies)\b/i, ['flower:lilies']],
  [/\btulips?\b/i, ['flower:tulips']],
  [/\borchids?\b/i, ['flower:orchids']],
  [/\bsunflowers?\b/i, ['flower:sunflowers']],
  [/\bgerberas?\b/i, ['flower:gerberas']],
  [/\bcarnations?\b/i, ['flower:carnations']],
  [/\bchrysanthemums?\b/i, ['flower:chrysanthemums']],
  [/\bpeon(y|ies)\b/i, ['flower:peonies']],
  [/\bhydrangeas?\b/i, ['flower:hydrangeas']],
  [/\bdais(y|ies)\b/i, ['flower:daisies', 'flower:gerberas']],
  [/\bwattle\b/i, ['flower:wattle']],
  [/\bwaratahs?\b/i, ['flower:natives']],
  [/\bbanksias?\b/i, ['flower:banksias']],
  [/\bproteas?\b/i, ['flower:natives']],
  [/\bnatives?\b/i, ['flower:natives', 'flower:banksias', 'flower:wattle']],
];
const ITEMS: [RegExp, Evidence[]][] = [
  [/\bteddy\b/i, ['item:teddy']],
  [/\bkoalas?\b/i, ['item:koala']],
  [/\bkangaroos?\b/i, ['item:kangaroo']],
  [/\bcandles?\b/i, ['item:candle']],
  [/\bchocolates?\b/i, ['item:chocolate']],
  [/\bmacarons?\b/i, ['item:macaron']],
  [/\bballoons?\b/i, ['item:balloon']],
  [/\b(wine|champagne|sparkling|bubbles|shiraz|chardonnay|moscato|sauvignon)\b/i, ['item:bottle']],
  [/\bcheese\b/i, ['item:cheese']],
  [/\bhoney\b/i, ['item:jar']],
  [/\bdiffuser\b/i, ['item:diffuser']],
  [/\b(greeting )?card\b/i, ['item:card']],
  [/\bvouchers?\b/i, ['item:voucher']],
  [/\bvase\b/i, ['item:vase', 'flower:']],
];

const shows = (svg: string, evidence: Evidence) => {
  const [kind, name] = evidence.split(':') as ['flower' | 'item', string];
  // A vase holding flowers counts as a vase: any flower symbol is there.
  if (kind === 'flower') return name ? svg.includes(`<symbol id="${name}"`) : svg.includes('<symbol id="');
  return svg.includes(`data-item="${name}"`);
};

/** What the caption names that the picture does not show. A caption naming a gift describes the gift ("Wild Rose Soy Candle" is a candle, not roses). */
export function missing(caption: string, svg: string): string[] {
  // The shop's name and colour names ("Peony Pink") name no flower.
  const text = caption.replace(/Wattle & Bloom|peony pink/gi, '');
  const items = ITEMS.filter(([words]) => words.test(text));
  const rules = items.length ? items : FLOWERS.filter(([words]) => words.test(text));
  return rules.filter(([, evidence]) => !evidence.some((e) => shows(svg, e))).map(([words]) => `${caption}: ${words.source}`);
}

const root = process.cwd();

function jsonFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) jsonFiles(path, found);
    else if (name.endsWith('.json')) found.push(path);
  }
  return found;
}

/** Every image of the content with the words shown beside it: its alternative text, the block's heading, name, link and description. */
function contentPictures(): { src: string; caption: string; where: string }[] {
  const found: { src: string; caption: string; where: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, where));
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(node)) {
      const image = child as { src?: unknown; alt?: unknown } | null;
      if ((key === 'image' || key === 'thumbnail') && image && typeof image.src === 'string') {
        const link = node.link as { text?: string } | undefined;
        const words = [image.alt, node.title, node.name, node.heading, link?.text, node.description].filter((w) => typeof w === 'string' && w);
        found.push({ src: image.src, caption: words.join(' / '), where });
      } else visit(child, where);
    }
  };
  for (const file of jsonFiles(join(root, 'cms-schemas/content'))) visit(JSON.parse(readFileSync(file, 'utf8')), file.slice(root.length + 1));
  return found;
}

describe('pictures show what their captions name', () => {
  it('knows its words: gifts and flowers', () => {
    expect(missing('Classic Teddy Bear', '<svg><g data-item="teddy"></g></svg>')).toEqual([]);
    expect(missing('Classic Teddy Bear', '<svg><symbol id="mixed"></symbol></svg>')).toHaveLength(1);
    expect(missing('How to care for a bunch of roses', '<svg><symbol id="daisies"></symbol></svg>')).toHaveLength(1);
    expect(missing('Wild Rose Soy Candle', '<svg><g data-item="candle"></g></svg>')).toEqual([]);
    expect(missing('About Wattle & Bloom', '<svg></svg>')).toEqual([]);
  });

  it('in the content: pages, blocks and article thumbnails', () => {
    const pictures = contentPictures().filter((p) => p.src.startsWith('/images/') && p.src.endsWith('.svg') && !/^\/images\/(flags|payments)\//.test(p.src));
    expect(pictures.length).toBeGreaterThan(40);
    const wrong = pictures.flatMap((p) => missing(p.caption, readFileSync(join(root, 'public', p.src), 'utf8')).map((m) => `${p.where} ${p.src}: ${m}`));
    expect(wrong).toEqual([]);
  });

  it('in the catalogue: every product and add-on', () => {
    const wrong = [
      ...catalogSeed().flatMap((p) => missing(p.name, productScene(p.key, p.art, 'Standard').body + productScene(p.key, p.art, 'Standard').defs)),
      ...ADDONS.flatMap((a) => missing(a.name, addonSvg(a))),
    ];
    expect(wrong).toEqual([]);
  });
});
