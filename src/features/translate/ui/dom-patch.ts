/**
 * Keeps React working while a page translator rewrites the page.
 *
 * Google's widget (and the browser's own translate feature) replaces each text node it translates
 * with `<font>` elements. React still holds the original text nodes, so its next
 * `parent.removeChild(text)` or `parent.insertBefore(node, text)` names a node that is no longer
 * that parent's child, and the DOM throws `NotFoundError`, which unmounts the whole app
 * (facebook/react#11538). The patch makes exactly those failing calls tolerant and leaves every
 * other call to the native methods:
 *
 * - `removeChild(child)` where `child` is not a child of the parent: if the translator moved it
 *   deeper inside the parent, it is removed from where it is; if it was detached, there is nothing
 *   to remove and the call returns it;
 * - `insertBefore(node, reference)` where `reference` is not a child: the node goes before the
 *   parent's child that now contains `reference`, or at the end when `reference` was detached.
 *
 * Text React changes later in a node the translator replaced keeps its translation until the next
 * navigation; the site marks codes, series and figures `translate="no"` so they are never replaced.
 */

const marker = Symbol.for('kavex.translationSafeDom');

type PatchableNode = typeof Node.prototype & { [marker]?: true };

/**
 * Installs the patch once per page (later calls do nothing). Does nothing outside a browser.
 * @returns whether this call installed it
 */
export function installTranslationSafeDomPatch(): boolean {
  if (typeof Node !== 'function' || !Node.prototype) return false;
  const proto = Node.prototype as PatchableNode;
  if (proto[marker]) return false;
  const nativeRemoveChild = proto.removeChild;
  const nativeInsertBefore = proto.insertBefore;

  proto.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode === this) return nativeRemoveChild.call(this, child) as T;
    const actualParent = child.parentNode;
    if (actualParent && this.contains(actualParent)) return nativeRemoveChild.call(actualParent, child) as T;
    return child;
  };

  proto.insertBefore = function insertBefore<T extends Node>(this: Node, node: T, reference: Node | null): T {
    if (!reference || reference.parentNode === this) return nativeInsertBefore.call(this, node, reference) as T;
    let anchor: Node | null = reference;
    while (anchor && anchor.parentNode !== this) anchor = anchor.parentNode;
    return nativeInsertBefore.call(this, node, anchor) as T;
  };

  proto[marker] = true;
  return true;
}
