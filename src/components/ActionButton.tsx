import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Link } from '../../schema/fields.ts';
import { buttonSx, type ButtonSize, type ButtonVariant } from './buttonLook.ts';
import { externalProps, hiddenTextSx, isInternal } from './links.ts';
import { moreSx } from './sx.ts';

interface ActionButtonProps {
  link: Link;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  onClick?: () => void;
  /** Unseen words after a short label (`about POS` after `More`); the link's own `context` wins. */
  context?: string;
  sx?: SxProps<Theme>;
}

/** A link that looks like a button (an author's `{ label, href }`). */
export function ActionButton({ link: action, variant = 'contained', size, fullWidth, sx, context, ...rest }: ActionButtonProps) {
  const look = [buttonSx(variant, size, fullWidth), ...moreSx(sx)];
  const extra = action.context ?? context;
  const label = (
    <>
      {action.label}
      {extra && (
        <>
          {' '}
          <Box component="span" sx={hiddenTextSx}>
            {extra}
          </Box>
        </>
      )}
    </>
  );
  if (isInternal(action.href)) {
    return (
      <Box component={RouterLink} to={action.href} {...rest} sx={look}>
        {label}
      </Box>
    );
  }
  return (
    <Box component="a" href={action.href} {...externalProps(action.href)} {...rest} sx={look}>
      {label}
    </Box>
  );
}
