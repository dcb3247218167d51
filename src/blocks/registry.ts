import AccordionGroup from './AccordionGroup.astro';
import ArticleListing from './ArticleListing.astro';
import ContactInfo from './ContactInfo.astro';
import ContentListing from './ContentListing.astro';
import CountryList from './CountryList.astro';
import CtaCard from './CtaCard.astro';
import EnquiryForm from './EnquiryForm.astro';
import FeaturedCategoryGrid from './FeaturedCategoryGrid.astro';
import FeaturedProductCarousel from './FeaturedProductCarousel.astro';
import HeroSlider from './HeroSlider.astro';
import IntroPanel from './IntroPanel.astro';
import NewsletterBox from './NewsletterBox.astro';
import ReviewCarousel from './ReviewCarousel.astro';
import RichText from './RichText.astro';
import ShareButtons from './ShareButtons.astro';
import SmsSignUp from './SmsSignUp.astro';
import type { KnownBlock } from '../lib/cms/blocks';

/** A block's type name to the component that renders it. */
export const blockComponents = {
  RichText,
  HeroSlider,
  IntroPanel,
  AccordionGroup,
  ArticleListing,
  FeaturedProductCarousel,
  FeaturedCategoryGrid,
  ReviewCarousel,
  CountryList,
  ContactInfo,
  CtaCard,
  EnquiryForm,
  NewsletterBox,
  SmsSignUp,
  ShareButtons,
  ContentListing,
} as const satisfies Record<KnownBlock['__typename'], unknown>;
