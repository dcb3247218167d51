import { useEffect } from 'react';
import { TOAST_SOUNDS, type ToastSound } from '../lib/domain/constants';
import { Icon } from './Icon';
import { playSound, SOUND_LABELS } from './toast-sounds';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  /** Played once when the toast appears. */
  sound?: ToastSound;
  /** Closes by itself after this many milliseconds (0: stays). */
  duration?: number;
  onClose: () => void;
}

const tones: Record<ToastTone, string> = {
  info: 'border-plum/30 bg-white text-ink',
  success: 'border-alert-green/40 bg-sage-light text-ink',
  error: 'border-alert-red/40 bg-soft-pink text-ink',
};

/** A short message in the corner of the screen, announced to screen readers, with an optional sound. */
export function Toast({ message, tone = 'info', sound = 'mute', duration = 6000, onClose }: ToastProps) {
  useEffect(() => {
    void playSound(sound);
  }, [message, sound]);
  useEffect(() => {
    if (!duration) return;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [duration, onClose, message]);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`fixed bottom-4 right-4 z-50 flex max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ${tones[tone]}`}>
      <p className="flex-1">{message}</p>
      <button type="button" onClick={onClose} aria-label="Dismiss" className="-m-1 inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/5">
        <Icon name="close" className="h-5 w-5" />
      </button>
    </div>
  );
}

/** Lets a person choose the toast sound; choosing one plays it. */
export function ToastSoundPicker({ value, onChange, legend = 'Alert sound' }: { value: ToastSound; onChange: (sound: ToastSound) => void; legend?: string }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {TOAST_SOUNDS.map((sound) => (
          <label key={sound} className={`cursor-pointer rounded-full border px-4 py-2 ${value === sound ? 'border-plum bg-plum text-white' : 'border-plum/30 text-ink hover:bg-soft-pink'}`}>
            <input
              type="radio"
              name="toast-sound"
              value={sound}
              checked={value === sound}
              onChange={() => {
                onChange(sound);
                void playSound(sound);
              }}
              className="sr-only"
            />
            {SOUND_LABELS[sound]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default Toast;
