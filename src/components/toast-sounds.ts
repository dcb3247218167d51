import type { ToastSound } from '../lib/domain/constants';

/**
 * The toast sounds, synthesised with the Web Audio API (no audio files):
 * each is a list of notes, a note being a waveform sweeping between two
 * frequencies, or a burst of filtered noise for the cymbal.
 */
export interface Note {
  /** Seconds from the start. */
  at: number;
  duration: number;
  wave: OscillatorType | 'noise';
  from: number;
  to: number;
  gain: number;
}

export const SOUND_RECIPES: Record<ToastSound, Note[]> = {
  dog: [
    { at: 0, duration: 0.12, wave: 'sawtooth', from: 420, to: 180, gain: 0.25 },
    { at: 0.2, duration: 0.14, wave: 'sawtooth', from: 460, to: 170, gain: 0.25 },
  ],
  cat: [
    { at: 0, duration: 0.6, wave: 'triangle', from: 520, to: 820, gain: 0.2 },
    { at: 0.35, duration: 0.35, wave: 'triangle', from: 820, to: 460, gain: 0.15 },
  ],
  cymbal: [{ at: 0, duration: 0.9, wave: 'noise', from: 6000, to: 9000, gain: 0.18 }],
  doorbell: [
    { at: 0, duration: 0.45, wave: 'sine', from: 659, to: 659, gain: 0.3 },
    { at: 0.45, duration: 0.7, wave: 'sine', from: 523, to: 523, gain: 0.3 },
  ],
  mute: [],
};

export const SOUND_LABELS: Record<ToastSound, string> = { dog: 'Dog', cat: 'Cat', cymbal: 'Cymbal', doorbell: 'Doorbell', mute: 'Mute' };

let context: AudioContext | undefined;

/** Plays a toast sound; silent where the browser has no Web Audio or blocks it. */
export async function playSound(sound: ToastSound): Promise<void> {
  const notes = SOUND_RECIPES[sound];
  if (notes.length === 0 || typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  const ctx = context;
  const start = ctx.currentTime + 0.01;
  for (const note of notes) {
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(note.gain, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + note.at + note.duration);
    gain.connect(ctx.destination);
    if (note.wave === 'noise') {
      const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * note.duration), ctx.sampleRate);
      const data = buffer.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
      const source = ctx.createBufferSource();
      const filter = ctx.createBiquadFilter();
      filter.type = 'highpass';
      filter.frequency.setValueAtTime(note.from, start + note.at);
      source.buffer = buffer;
      source.connect(filter).connect(gain);
      source.start(start + note.at);
      continue;
    }
    const osc = ctx.createOscillator();
    osc.type = note.wave;
    osc.frequency.setValueAtTime(note.from, start + note.at);
    osc.frequency.linearRampToValueAtTime(note.to, start + note.at + note.duration);
    osc.connect(gain);
    osc.start(start + note.at);
    osc.stop(start + note.at + note.duration);
  }
}

/**
 * Plays a sound `times` times in a row. Answers false when the browser
 * blocks sound (no user gesture yet), so the page can ask for it.
 */
export async function playSoundTimes(sound: ToastSound, times: number): Promise<boolean> {
  if (sound === 'mute' || typeof window === 'undefined' || !('AudioContext' in window)) return true;
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  if (context.state !== 'running') return false;
  const length = Math.max(...SOUND_RECIPES[sound].map((note) => note.at + note.duration)) + 0.25;
  for (let i = 0; i < times; i++) {
    await playSound(sound);
    await new Promise((resolve) => setTimeout(resolve, length * 1000));
  }
  return true;
}

/** Lets sound play from now on (call from a click). */
export async function allowSound(): Promise<boolean> {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return false;
  context ??= new AudioContext();
  await context.resume().catch(() => undefined);
  return context.state === 'running';
}
