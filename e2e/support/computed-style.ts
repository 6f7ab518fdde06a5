import type { Locator } from 'playwright-core';

// The functions below run in the page; e2e code has no DOM types, so each reaches the window
// through the element it is given (`node.ownerDocument.defaultView`).

/** One computed style property of the element (of its `pseudo` element when given). */
export function styleOf(element: Locator, property: string, pseudo?: string): Promise<string> {
  return element.evaluate(
    (node, [name, part]) =>
      node.ownerDocument.defaultView.getComputedStyle(node, part).getPropertyValue(name),
    [property, pseudo ?? null] as const,
  );
}

export type ControlStyle = {
  /** Tag, class and name or label, to name the control in a failure. */
  what: string;
  kind: 'field' | 'check' | 'button';
  borderColor: string;
  borderRadius: number;
  paddingLeft: number;
  fontFamily: string;
  background: string;
  accent: string;
};

/**
 * Every visible input, select, textarea and button inside `scope`, with its computed look (a
 * file input is left out: its look is its ::file-selector-button).
 */
export function controlStyles(scope: Locator): Promise<ControlStyle[]> {
  return scope.evaluate((root) => {
    const view = root.ownerDocument.defaultView;
    const controls = [
      ...root.querySelectorAll('input:not([type="file"]), select, textarea, button'),
    ].filter((element) => element.offsetParent !== null);
    return controls.map((element) => {
      const style = view.getComputedStyle(element);
      const kind =
        element.tagName === 'BUTTON'
          ? 'button'
          : element.type === 'checkbox' || element.type === 'radio'
            ? 'check'
            : 'field';
      const name =
        element.getAttribute('name') ??
        element.getAttribute('aria-label') ??
        element.textContent?.trim();
      return {
        what: `${element.tagName.toLowerCase()}.${element.className} ${name}`,
        kind,
        borderColor: style.borderTopColor,
        borderRadius: Number.parseFloat(style.borderTopLeftRadius),
        paddingLeft: Number.parseFloat(style.paddingLeft),
        fontFamily: style.fontFamily,
        background: style.backgroundColor,
        accent: style.accentColor,
      };
    });
  });
}

/** WCAG contrast of an element's text on the nearest opaque background (its own or above). */
export function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const view = node.ownerDocument.defaultView;
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map((value: string) => {
          const c = Number(value) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let from = node;
    let background = 'rgb(0, 0, 0)';
    while (from) {
      const colour = view.getComputedStyle(from).backgroundColor;
      if (!colour.startsWith('rgba')) {
        background = colour;
        break;
      }
      from = from.parentElement;
    }
    const [light = 0, dark = 0] = [
      luminance(view.getComputedStyle(node).color),
      luminance(background),
    ].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

/**
 * The page's full width, and the innermost elements reaching past `max` px (to name in a
 * failure).
 */
export function pageWidth(page: Locator, max: number): Promise<{ width: number; wide: string[] }> {
  return page.evaluate((html, limit) => {
    const past = [...html.querySelectorAll('body *')].filter(
      (node) => node.getBoundingClientRect().right > limit + 1,
    );
    const innermost = past.filter(
      (node) => !past.some((other) => node.contains(other) && other !== node),
    );
    return {
      width: html.scrollWidth,
      wide: innermost.slice(0, 5).map((node) => `${node.tagName}.${node.className}`),
    };
  }, max);
}

/**
 * Room between the left edge of the list's parent (which clips) and the number marker of item
 * `index` ("10. " for the tenth): negative when the number is cut off.
 */
export function markerRoom(list: Locator, index: number): Promise<number> {
  return list.evaluate((node, at) => {
    const item = node.children[at];
    const canvas = node.ownerDocument.createElement('canvas').getContext('2d');
    canvas.font = node.ownerDocument.defaultView.getComputedStyle(item).font;
    const marker = canvas.measureText(`${at + 1}. `).width;
    return (
      item.getBoundingClientRect().left - marker - node.parentElement.getBoundingClientRect().left
    );
  }, index);
}
