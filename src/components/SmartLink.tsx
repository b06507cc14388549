import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { externalProps, isInternal } from './links.ts';

/** The site's text-link look: brand colour, underlined on hover and focus. */
export const textLinkSx = { color: 'primary.main', textDecoration: 'none', textUnderlineOffset: '0.2em', '&:hover, &:focus-visible': { textDecoration: 'underline' } } as const;

/** A text link: router navigation inside the site, a safe plain link outside it. */
export function SmartLink({ href, children, sx, 'aria-label': label }: { href: string; children: ReactNode; sx?: SxProps<Theme>; 'aria-label'?: string }) {
  const look = [textLinkSx, ...(Array.isArray(sx) ? sx : [sx])];
  if (isInternal(href)) {
    return (
      <Box component={RouterLink} to={href} aria-label={label} sx={look}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} {...externalProps(href)} aria-label={label} sx={look}>
      {children}
    </Box>
  );
}
