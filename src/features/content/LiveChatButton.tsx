import { useState } from 'react';
import { Drawer } from '../../components/Drawer';
import { Icon } from '../../components/Icon';
import { CHAT_HOURS_TEXT, isChatOnline } from './chat-hours';

interface Props {
  label: string;
  phone: string;
  email: string;
}

/** The chat service's address (PUBLIC_LIVE_CHAT_URL at build time), opened in its own window. */
const CHAT_URL: string | undefined = import.meta.env.PUBLIC_LIVE_CHAT_URL;

/**
 * The CTA card's live chat button. With a chat service configured it opens
 * the chat window; otherwise a side panel says whether the team is online and
 * how to reach them right now.
 */
export default function LiveChatButton({ label, phone, email }: Props) {
  const [open, setOpen] = useState(false);
  const [online, setOnline] = useState(false);
  const start = () => {
    if (CHAT_URL && window.open(CHAT_URL, 'live-chat', 'width=420,height=640')) return;
    setOnline(isChatOnline(new Date()));
    setOpen(true);
  };
  return (
    <>
      <button type="button" onClick={start} aria-haspopup="dialog" className="inline-flex items-center gap-2 rounded-full bg-plum px-5 py-2.5 font-semibold text-white hover:bg-plum-dark">
        <Icon name="chat" className="h-5 w-5" />
        {label}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Live chat">
        <div className="space-y-4 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${online ? 'bg-alert-green' : 'bg-alert-grey'}`} />
            {online ? 'Our team is online now' : 'Our team is offline right now'}
          </p>
          <p className="text-ink-muted">
            Live chat is answered {CHAT_HOURS_TEXT}. {online ? 'Call us for the quickest answer, or send a message.' : 'Leave us a message and we will reply on the next business day.'}
          </p>
          <ul className="space-y-2">
            <li>
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="flex items-center gap-3 rounded-lg border border-plum/15 px-4 py-3 text-ink no-underline hover:bg-cream">
                <Icon name="phone" className="h-5 w-5 text-plum" /> Call {phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className="flex items-center gap-3 rounded-lg border border-plum/15 px-4 py-3 text-ink no-underline hover:bg-cream">
                <Icon name="mail" className="h-5 w-5 text-plum" /> Email {email}
              </a>
            </li>
            <li>
              <a href="/contact-us" className="flex items-center gap-3 rounded-lg border border-plum/15 px-4 py-3 text-ink no-underline hover:bg-cream">
                <Icon name="chat" className="h-5 w-5 text-plum" /> Send an enquiry
              </a>
            </li>
          </ul>
        </div>
      </Drawer>
    </>
  );
}
