// The CSP allows no inline styles except those carrying this page's nonce (the server puts it in
// <meta name="csp-nonce">). Style elements created by scripts (the sign-in UI's React <style>,
// toast styles) get it here, before they are inserted; injected HTML cannot know it.
(() => {
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (!nonce) {
    return;
  }
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(tagName, options) {
    const element = create.call(this, tagName, options);
    if (String(tagName).toLowerCase() === 'style') {
      element.setAttribute('nonce', nonce);
    }
    return element;
  };
})();
