import { Icon } from '../../components/Icon';
import { newTabIf } from '../../lib/cms/links';
import { SHARE_NETWORKS, sharePopupFeatures, shareUrl } from '../../lib/cms/presentation';

/** Share links for the page (they work without JavaScript); with it, the networks open in a 670 × 770 pop-up and carry the page's title. */
export default function ShareButtons({ url, title = '', image, heading }: { url: string; title?: string; image?: string | null; heading?: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {heading && <h2 className="font-display text-xl text-plum">{heading}</h2>}
      <ul className="flex gap-2">
        {SHARE_NETWORKS.map(({ network, label }) => {
          const href = shareUrl(network, { url, title, image });
          return (
            <li key={network}>
              <a
                href={href}
                aria-label={`Share on ${label}`}
                {...newTabIf(network !== 'email')}
                onClick={(event) => {
                  const live = shareUrl(network, { url, title: title || document.title, image });
                  if (network === 'email') {
                    event.currentTarget.href = live;
                    return;
                  }
                  const popup = window.open(live, `share-${network}`, sharePopupFeatures(window.screen));
                  if (!popup) return;
                  event.preventDefault();
                  popup.opener = null;
                }}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-cream text-plum hover:bg-soft-pink"
              >
                <Icon name={network === 'email' ? 'mail' : network} className="h-5 w-5" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
