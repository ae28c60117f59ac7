/**
 * Not missing your turn: while it is this seat's turn the tab's title and icon say so; when the turn
 * arrives a short tone plays (made in the page, switchable, remembered), and a notification shows if
 * the player opted in and the tab is hidden.
 */
import { useEffect, useRef, useState } from 'react';
import { load, save } from './storage';

const ICON_TURN =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#d33"/></svg>',
  );

function setIcon(href: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"][data-turn]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.dataset['turn'] = '1';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** A short two-note tone from the Web Audio API (no sound file). */
export function beep(): void {
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const t0 = ctx.currentTime;
    for (const [i, f] of [660, 880].entries()) {
      const o = ctx.createOscillator();
      const g = ctx.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.0001, t0 + i * 0.12);
      g.gain.exponentialRampToValueAtTime(0.15, t0 + i * 0.12 + 0.02);
      g.gain.exponentialRampToValueAtTime(0.0001, t0 + i * 0.12 + 0.11);
      o.connect(g).connect(ctx.destination);
      o.start(t0 + i * 0.12);
      o.stop(t0 + i * 0.12 + 0.12);
    }
    setTimeout(() => void ctx.close().catch(() => {}), 500);
  } catch {
    // No audio here: the title and the icon still say it.
  }
}

export interface AlertSettings {
  readonly sound: boolean;
  readonly notify: boolean;
  setSound(on: boolean): void;
  /** Asks the browser's permission the first time it is switched on. */
  setNotify(on: boolean): void;
}

export function useAlertSettings(): AlertSettings {
  const [sound, setSoundState] = useState(() => load('turnSound') !== false);
  const [notify, setNotifyState] = useState(() => load('turnNotify') === true);
  return {
    sound,
    notify,
    setSound(on) {
      save('turnSound', on);
      setSoundState(on);
    },
    setNotify(on) {
      const N = globalThis.Notification;
      if (on && N && N.permission === 'default') void N.requestPermission().catch(() => 'denied');
      save('turnNotify', on);
      setNotifyState(on);
    },
  };
}

/** While `myTurn`: the title reads `title` and the icon turns red; on each new turn, tone and notice. */
export function useTurnAlert(myTurn: boolean, title: string, body: string, settings: AlertSettings): void {
  const base = useRef<string | null>(null);
  useEffect(() => {
    if (!myTurn) return;
    base.current ??= document.title;
    const before = base.current;
    document.title = title;
    setIcon(ICON_TURN);
    if (settings.sound) beep();
    const N = globalThis.Notification;
    if (settings.notify && document.hidden && N && N.permission === 'granted') {
      try {
        new N(title, { body, tag: 'kortbord-turn' });
      } catch {
        // Some browsers allow notifications only from a service worker: the title says it.
      }
    }
    return () => {
      document.title = before;
      setIcon(null);
    };
    // Only a new turn alerts: not a change of the settings or the language.
  }, [myTurn]);
}
