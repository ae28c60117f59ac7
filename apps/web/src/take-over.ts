/**
 * The app's take-over of a page the server drew (main.tsx), without writing again what is already
 * there. Preact's render over existing elements diffs the props against the element's attributes,
 * but writes every text, every class and every attribute whose prop is not the attribute's string
 * (an SVG's numbers, a boolean `aria-*`) back as it already is: on the front page 625 writes, 147 of
 * them texts and 175 classes, of which 75 change something. Each write makes the browser check
 * style and layout again, and the take-over was the largest task after the first paint
 * (Lighthouse's mobile run: total blocking time 320-480 ms, performance 88-93). Preact's `hydrate`
 * writes nothing, but also leaves an attribute as drawn where the app's differs (a language chosen
 * here, the four-colour toggle): here every write that changes something still happens, and only
 * those that change nothing are skipped (blocking time 160-180 ms, performance 98).
 */
export function withoutIdleWrites<T>(run: () => T): T {
  const setAttribute = Element.prototype.setAttribute;
  const data = Object.getOwnPropertyDescriptor(CharacterData.prototype, 'data');
  const className = Object.getOwnPropertyDescriptor(Element.prototype, 'className');
  if (!data?.get || !data.set || !className?.get || !className.set) return run();
  const { get: getData, set: setData } = data;
  const { get: getClass, set: setClass } = className;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    // The DOM makes the value a string; an attribute that is not there reads as null.
    if (this.getAttribute(name) !== String(value)) setAttribute.call(this, name, value);
  };
  Object.defineProperty(CharacterData.prototype, 'data', {
    ...data,
    set(this: CharacterData, v: string) {
      if (getData.call(this) !== v) setData.call(this, v);
    },
  });
  Object.defineProperty(Element.prototype, 'className', {
    ...className,
    set(this: Element, v: string) {
      if (getClass.call(this) !== v) setClass.call(this, v);
    },
  });
  try {
    return run();
  } finally {
    Element.prototype.setAttribute = setAttribute;
    Object.defineProperty(CharacterData.prototype, 'data', data);
    Object.defineProperty(Element.prototype, 'className', className);
  }
}
