import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { components, entries, icons, images } from 'virtual:catalogue';
import { AssetsProvider } from '../assets.tsx';
import { PageHead } from '../pages/PageHead.tsx';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import { FieldTable } from './FieldTable.tsx';

/**
 * Dev server only (`/_catalogue`): every section type rendered from schema/examples/<type>.yaml,
 * with its fields. It uses every section's component, which no page chunk does.
 */
export function Catalogue() {
  return (
    <AssetsProvider value={{ icons, images }}>
      <PageHead title="Section catalogue" description="Every section type with its example and fields (dev server only)." />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography component="p" variant="h4">
          Section catalogue
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {entries.length} section types, each from schema/examples/&lt;type&gt;.yaml; fields are described in
          schema/sections/&lt;type&gt;.ts.
        </Typography>
      </Container>
      {entries.map(({ type, about, fields, section }) => (
        <Box component="article" key={type} aria-labelledby={`catalogue-${type}`} sx={{ borderTop: 4, borderColor: 'divider', pt: 4 }}>
          <Container maxWidth="lg">
            <Typography
              variant="h2"
              id={`catalogue-${type}`}
              data-catalogue-type={type}
              sx={{ fontFamily: 'monospace', fontSize: '1.75rem' }}
            >
              {type}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{about}</Typography>
          </Container>
          <SectionRenderer section={section} components={components} />
          <Container maxWidth="lg" sx={{ pb: 6, overflowX: 'auto' }}>
            <FieldTable fields={fields} caption={`Fields of the ${type} section`} />
          </Container>
        </Box>
      ))}
    </AssetsProvider>
  );
}
