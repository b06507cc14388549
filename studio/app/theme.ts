import { createTheme } from '@mui/material/styles';

/**
 * The studio's own look: quiet and dense, so the preview (the real site, in its own theme) stands
 * out. Status colours read at 4.5:1 on white.
 */
export const studioTheme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    error: { main: '#b91c1c' },
    warning: { main: '#92400e' },
    background: { default: '#f8fafc' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});
