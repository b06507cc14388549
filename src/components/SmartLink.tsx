import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { externalProps, hiddenTextSx, isInternal } from './links.ts';
import { moreSx } from './sx.ts';

/** The site's text-link look: brand colour, underlined on hover and focus. */
export const textLinkSx = {
  position: 'relative',
  color: 'primary.main',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover, &:focus-visible': { textDecorationThickness: '2px' },
} as const;

/** A text link: router navigation inside the site, a safe plain link outside it. */
export function SmartLink({
  href,
  children,
  sx,
  context,
  'aria-label': label,
}: {
  href: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
  context?: string;
  'aria-label'?: string;
}) {
  const look = [textLinkSx, ...moreSx(sx)];
  const text = (
    <>
      {children}
      {context && (
        <>
          {' '}
          <Box component="span" sx={hiddenTextSx}>
            {context}
          </Box>
        </>
      )}
    </>
  );
  if (isInternal(href)) {
    return (
      <Box component={Link} to={href} aria-label={label} sx={look}>
        {text}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} {...externalProps(href)} aria-label={label} sx={look}>
      {text}
    </Box>
  );
}
