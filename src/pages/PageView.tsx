import type { PageModule } from '../page-module.ts';
import { AssetsProvider } from '../assets.tsx';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import { PageHead } from './PageHead.tsx';
import { HydrationBoundary } from '../components/HydrationBoundary.tsx';

/** One page: its head tags, then each section in order, each hydrated on its own. */
export function PageView({ module }: { module: PageModule }) {
  const { page, components, icons, images } = module;
  return (
    <AssetsProvider value={{ icons, images }}>
      <PageHead title={page.title} description={page.description} path={page.path} />
      {page.sections.map((section, index) => (
        <HydrationBoundary key={index}>
          <SectionRenderer section={section} components={components} />
        </HydrationBoundary>
      ))}
    </AssetsProvider>
  );
}
