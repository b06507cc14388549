import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { z } from 'zod';
import { SectionSchema, type Section } from '../../schema/sections/index.ts';
import { AssetsProvider, type PageAssets } from '../../src/assets.tsx';
import { createEmotionCache, Providers } from '../../src/Providers.tsx';
import { SectionRenderer } from '../../src/sections/SectionRenderer.tsx';
import { allSections as sectionComponents } from '../../src/sections/all-sections.ts';
import { siteDataIn } from '../../src/languages/site-languages.ts';
import { SiteDataProvider } from '../../src/site-data.tsx';

/** The site's settings, menus and words in its own language, as every page has them. */
const siteData = await siteDataIn();

/** A section as an author writes it, parsed by the real schema (so defaults apply). */
export function section(input: z.input<typeof SectionSchema>): Section {
  return SectionSchema.parse(input);
}

/** Renders through the generic renderer, inside the theme and a router at the home page. */
export function renderSection(data: Section, assets: PageAssets = { icons: {}, images: {} }): RenderResult {
  return renderUi(
    <AssetsProvider value={assets}>
      <SectionRenderer section={data} components={sectionComponents} />
    </AssetsProvider>,
  );
}

export function renderUi(ui: ReactNode): RenderResult {
  return render(
    <SiteDataProvider data={siteData}>
      <Providers cache={createEmotionCache('test')}>
        <MemoryRouter>{ui}</MemoryRouter>
      </Providers>
    </SiteDataProvider>,
  );
}
