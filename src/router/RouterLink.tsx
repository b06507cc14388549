import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from './location.ts';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A click the page should take over: the main button, no key held for "new tab" or "download", same window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (target === undefined || target === '_self');
}

/**
 * A link inside the site. A real `<a href>`, so it works before the code runs, opens in a new tab
 * and is read by search engines; a plain click shows the page without loading a new document.
 */
export function RouterLink({ to, onClick, target, ref, ...rest }: RouterLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={follow} />;
}
