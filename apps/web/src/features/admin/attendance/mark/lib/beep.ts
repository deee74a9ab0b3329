import type { BannerTone } from './scan-flow';

/*
 * The sound of a scan, made with the Web Audio API (no audio files): one high beep for a success, two
 * low beeps for a warning or an error. The mute choice is remembered on this device.
 */

export const MUTE_STORAGE_KEY = 'academy.scan.muted';

/** The tones of a signal: frequency (Hz), start and length (seconds). Nothing for a neutral signal. */
export function beepPattern(tone: BannerTone): Array<{ frequency: number; start: number; duration: number }> {
  if (tone === 'success') return [{ frequency: 1320, start: 0, duration: 0.15 }];
  if (tone === 'warning' || tone === 'error') {
    return [
      { frequency: 330, start: 0, duration: 0.14 },
      { frequency: 330, start: 0.22, duration: 0.14 },
    ];
  }
  return [];
}

let context: AudioContext | null = null;

export function playBeep(tone: BannerTone): void {
  const pattern = beepPattern(tone);
  if (!pattern.length) return;
  const Ctor = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime + 0.01;
    for (const { frequency, start, duration } of pattern) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone === 'success' ? 'sine' : 'square';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.exponentialRampToValueAtTime(0.25, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + duration + 0.02);
    }
  } catch {
    // No sound device: the coloured banner still says it.
  }
}

export function readMuted(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(MUTE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(MUTE_STORAGE_KEY, String(muted));
  } catch {
    // private mode: remembered for this visit only
  }
}
