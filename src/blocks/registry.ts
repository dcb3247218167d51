import HeroSlider from './HeroSlider.astro';
import IntroPanel from './IntroPanel.astro';
import RichText from './RichText.astro';

/** A block's type name to the component that renders it. */
export const blockComponents = {
  RichText,
  HeroSlider,
  IntroPanel,
} as const;
