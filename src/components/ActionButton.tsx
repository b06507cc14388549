import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Link } from '../../schema/fields.ts';
import { buttonSx, type ButtonSize, type ButtonVariant } from './buttonLook.ts';
import { externalProps, isInternal } from './links.ts';

interface ActionButtonProps {
  link: Link;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** A button that is a link (an author's `{ label, href }`). */
export function ActionButton({ link: action, variant = 'contained', size, fullWidth, sx, ...rest }: ActionButtonProps) {
  const look = [buttonSx(variant, size, fullWidth), ...(Array.isArray(sx) ? sx : [sx])];
  if (isInternal(action.href)) {
    return (
      <ButtonBase component={RouterLink} to={action.href} {...rest} sx={look}>
        {action.label}
      </ButtonBase>
    );
  }
  return (
    <ButtonBase href={action.href} {...externalProps(action.href)} {...rest} sx={look}>
      {action.label}
    </ButtonBase>
  );
}
