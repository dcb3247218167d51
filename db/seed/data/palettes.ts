/** Colour stories used to name and draw arrangements: facet key, name words and petal colours. */
export interface Palette {
  colour: string;
  words: string[];
  mood: string;
  hex: string[];
}

export const PALETTES: Palette[] = [
  { colour: 'red', words: ['Scarlet', 'Crimson', 'Ruby', 'Cherry'], mood: 'deep, romantic reds', hex: ['#b3122e', '#d7263d', '#8e0f24'] },
  { colour: 'pink', words: ['Blush', 'Rosewater', 'Fairy Floss', 'Peony Pink', 'Candy'], mood: 'soft blush and rosy pinks', hex: ['#f4a6b8', '#e86a92', '#f9cdd6'] },
  { colour: 'white', words: ['Ivory', 'Pearl', 'Moonlight', 'Snowdrop'], mood: 'crisp whites and creams', hex: ['#fbf8f1', '#f1ebdc', '#e8e3d3'] },
  { colour: 'yellow', words: ['Sunshine', 'Golden', 'Lemon Drop', 'Buttercup'], mood: 'bright, sunny yellows', hex: ['#f7c62f', '#ffdd57', '#f2a900'] },
  { colour: 'orange', words: ['Sunset', 'Apricot', 'Tangerine', 'Terracotta'], mood: 'warm apricot and sunset tones', hex: ['#f58b4c', '#f7a072', '#e4572e'] },
  { colour: 'purple', words: ['Lilac', 'Violet', 'Plum', 'Lavender'], mood: 'lilac, violet and plum', hex: ['#9b6bb3', '#c7a4de', '#6d3f8c'] },
  { colour: 'blue', words: ['Ocean', 'Cornflower', 'Bluebell', 'Blue Skies'], mood: 'cool blues and soft whites', hex: ['#5b8fd1', '#8fb8ea', '#f4f6fb'] },
  { colour: 'pastel', words: ['Pastel', 'Sorbet', 'Whisper', 'Sugared Almond'], mood: 'gentle pastels', hex: ['#f9cdd6', '#cfe3f6', '#fff1b8', '#d9c7ee'] },
  { colour: 'mixed', words: ['Rainbow', 'Confetti', 'Carnival', 'Garden Party'], mood: 'a joyful mix of colours', hex: ['#e86a92', '#f7c62f', '#9b6bb3', '#f58b4c'] },
];

export const paletteFor = (colour: string) => PALETTES.find((p) => p.colour === colour)!;

/** Wrapping papers and ribbons, hex. */
export const WRAPS = ['#f3e6d8', '#e9d5c1', '#dfe8dc', '#f6e1e7', '#e6e0f0', '#f2efe6', '#d9e4ea'];
