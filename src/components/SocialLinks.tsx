import LinkedIn from '@mui/icons-material/LinkedIn';
import Box from '@mui/material/Box';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import type { Site } from '../../schema/site.ts';
import { IconAction } from './IconAction.tsx';

const icons = { linkedin: LinkedIn, youtube: YouTube, x: X } as const;

/** The company's social profiles as labelled icon links. */
export function SocialLinks({ links, color = 'primary' }: { links: Site['social']; color?: 'primary' | 'inherit' }) {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => {
        const Icon = icons[link.network];
        return (
          <li key={link.href}>
            <IconAction
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              sx={{
                border: 1,
                borderColor: 'currentcolor',
                width: 40,
                height: 40,
                color: color === 'primary' ? 'primary.main' : 'inherit',
              }}
            >
              <Icon fontSize="small" />
            </IconAction>
          </li>
        );
      })}
    </Box>
  );
}
