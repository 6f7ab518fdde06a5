// /login's HTML carries its form (drawn by the server: src/server/plugins/login-shell.ts) so a
// visitor can type before the app has loaded. A submit made before the app has swapped in the
// SDK's form is held here: the button shows it is pending, and the app submits the SDK's form
// with what was typed once it is there (src/web/lib/auth/login-shell-takeover.ts).
(() => {
  const form = document.querySelector('#login-shell form');
  if (!form) {
    return;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset.pending) {
      return;
    }
    form.dataset.pending = 'true';
    const button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    button.textContent = `${button.textContent}…`;
  });
})();
