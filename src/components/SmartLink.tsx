import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** True for links that stay on this site (client-side navigation). */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Props for links to external sites: new tab, no opener, no referrer. */
export function externalProps(href: string): { target?: string; rel?: string } {
  return href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

type SmartLinkProps = Omit<MuiLinkProps, 'href'> & { href: string };

/** A text link: router navigation inside the site, a safe plain link outside it. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isInternal(href)) {
    return (
      <MuiLink component={RouterLink} to={href} {...rest}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink href={href} {...externalProps(href)} {...rest}>
      {children}
    </MuiLink>
  );
}
