import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Site } from '../../schema/site.ts';

const icons = { linkedin: LinkedIn, youtube: YouTube, x: X } as const;

/** The company's social profiles as labelled icon links. */
export function SocialLinks({ links, color = 'primary' }: { links: Site['social']; color?: 'primary' | 'inherit' }) {
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => {
        const Icon = icons[link.network];
        return (
          <li key={link.href}>
            <IconButton href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} color={color} sx={{ border: 1, borderColor: 'currentcolor' }}>
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}
