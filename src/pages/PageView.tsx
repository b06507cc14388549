import type { Section } from '../../schema/sections/index.ts';
import type { PageModule } from '../page-module.ts';
import type { SectionRegistry } from '../sections/registry.ts';
import { AssetsProvider } from '../assets.tsx';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import { PageHead } from './PageHead.tsx';
import { HydrationBoundary } from '../components/HydrationBoundary.tsx';

/** One section, hydrated on its own (the page studio's preview draws the same). */
export function SectionPart({ section, components }: { section: Section; components: Partial<SectionRegistry> }) {
  return (
    <HydrationBoundary>
      <SectionRenderer section={section} components={components} />
    </HydrationBoundary>
  );
}

/** One page: its head tags, then each section in order, each hydrated on its own. */
export function PageView({ module }: { module: PageModule }) {
  const { page, components, icons, images, alternates } = module;
  return (
    <AssetsProvider value={{ icons, images }}>
      <PageHead title={page.title} description={page.description} path={page.path} alternates={alternates} />
      {page.sections.map((section, index) => (
        <SectionPart key={index} section={section} components={components} />
      ))}
    </AssetsProvider>
  );
}
