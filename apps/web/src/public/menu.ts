/**
 * The header's burger (app/layouts/site-shell/site-header.tsx, `data-menu-button`): opens and closes the
 * menu it controls (inside Mantine's Collapse, `data-menu`), with no framework: a phone's first tap answers at once.
 */
export function toggleMenu(button: HTMLElement): void {
  const collapse = document.getElementById(button.getAttribute('aria-controls') ?? '')?.closest<HTMLElement>('[data-menu]');
  if (!collapse) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
  // Mantine's Burger draws the cross from its line's data-opened.
  button.firstElementChild?.toggleAttribute('data-opened', open);
  Object.assign(collapse.style, open ? { display: 'block', height: 'auto', opacity: '1' } : { display: 'none', height: '0', opacity: '0' });
  collapse.toggleAttribute('inert', !open);
  collapse.setAttribute('aria-hidden', String(!open));
}
