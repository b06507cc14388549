import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { site } from '../site-data.ts';

/** The brand logo, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box component={Link} to="/" onClick={onNavigate} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
      <img src={site.brand.logo.src} alt={site.brand.logo.alt ?? site.brand.name} width={148} height={36} />
    </Box>
  );
}
