import canUseDom from 'rc-util/es/Dom/canUseDom';
import contains from 'rc-util/es/Dom/contains';

/**
 * rc-util's style tags (antd's runtime styles: @ant-design/cssinjs writes every component's style through it), for
 * the console's build (scripts/buildShims.ts, docs/performance.md#build-shims). rc-util's module as it is, but a style's
 * text is set as the tag's text (`textContent`) instead of as HTML (`innerHTML`): a style tag's content is raw
 * text either way, so the tag and its rules are the same, without a pass of the HTML parser for each of the
 * some fifty styles a first list inserts, which the browser's trace records (with the script's stack) as a
 * parse of the document.
 */
interface Option {
  attachTo?: Element;
  csp?: { nonce?: string };
  prepend?: boolean | 'queue';
  mark?: string;
  priority?: number;
  styles?: HTMLStyleElement[];
}

const APPEND_ORDER = 'data-rc-order';
const APPEND_PRIORITY = 'data-rc-priority';
const MARK_KEY = 'rc-util-key';
const containerCache = new Map<Element, Element>();

function getMark({ mark }: Option = {}) {
  if (mark) return mark.startsWith('data-') ? mark : `data-${mark}`;
  return MARK_KEY;
}

function getContainer(option: Option): Element {
  if (option.attachTo) return option.attachTo;
  return document.querySelector('head') ?? document.body;
}

function getOrder(prepend: Option['prepend']) {
  if (prepend === 'queue') return 'prependQueue';
  return prepend ? 'prepend' : 'append';
}

/** The style tags rc-util may have inserted in a container. */
function findStyles(container: Element) {
  return Array.from((containerCache.get(container) ?? container).children).filter((node): node is HTMLStyleElement => node.tagName === 'STYLE');
}

export function injectCSS(css: string, option: Option = {}) {
  if (!canUseDom()) return null;
  const { csp, prepend, priority = 0 } = option;
  const mergedOrder = getOrder(prepend);
  const isPrependQueue = mergedOrder === 'prependQueue';
  const styleNode = document.createElement('style');
  styleNode.setAttribute(APPEND_ORDER, mergedOrder);
  if (isPrependQueue && priority) styleNode.setAttribute(APPEND_PRIORITY, `${priority}`);
  if (csp?.nonce) styleNode.nonce = csp.nonce;
  styleNode.textContent = css;
  const container = getContainer(option);
  const { firstChild } = container;
  if (prepend) {
    // A queued prepend goes after the styles prepended before it with no higher priority.
    if (isPrependQueue) {
      const existStyle = (option.styles ?? findStyles(container)).filter((node) => {
        if (!['prepend', 'prependQueue'].includes(node.getAttribute(APPEND_ORDER) ?? '')) return false;
        return priority >= Number(node.getAttribute(APPEND_PRIORITY) || 0);
      });
      if (existStyle.length) {
        container.insertBefore(styleNode, existStyle[existStyle.length - 1].nextSibling);
        return styleNode;
      }
    }
    container.insertBefore(styleNode, firstChild);
  } else {
    container.appendChild(styleNode);
  }
  return styleNode;
}

function findExistNode(key: string, option: Option = {}) {
  const container = getContainer(option);
  return (option.styles ?? findStyles(container)).find((node) => node.getAttribute(getMark(option)) === key);
}

export function removeCSS(key: string, option: Option = {}) {
  const existNode = findExistNode(key, option);
  if (existNode) getContainer(option).removeChild(existNode);
}

/** The container the browser really put a style in (another script may have patched `appendChild`). */
function syncRealContainer(container: Element, option: Option) {
  const cachedRealContainer = containerCache.get(container);
  if (!cachedRealContainer || !contains(document, cachedRealContainer)) {
    const placeholderStyle = injectCSS('', option)!;
    containerCache.set(container, placeholderStyle.parentNode as Element);
    container.removeChild(placeholderStyle);
  }
}

export function clearContainerCache() {
  containerCache.clear();
}

export function updateCSS(css: string, key: string, originOption: Option = {}) {
  const container = getContainer(originOption);
  const option = { ...originOption, styles: findStyles(container) };
  syncRealContainer(container, option);
  const existNode = findExistNode(key, option);
  if (existNode) {
    if (option.csp?.nonce && existNode.nonce !== option.csp.nonce) existNode.nonce = option.csp.nonce;
    if (existNode.textContent !== css) existNode.textContent = css;
    return existNode;
  }
  const newNode = injectCSS(css, option)!;
  newNode.setAttribute(getMark(option), key);
  return newNode;
}
