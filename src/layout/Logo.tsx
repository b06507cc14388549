import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useHomePath, useSite } from '../site-data.tsx';

/** The brand logo, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const site = useSite();
  const home = useHomePath();
  return (
    <Box component={Link} to={home} onClick={onNavigate} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
      <img src={site.brand.logo.src} alt={site.brand.logo.alt ?? site.brand.name} width={148} height={36} />
    </Box>
  );
}
