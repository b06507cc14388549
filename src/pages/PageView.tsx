import type { PageModule } from '../page-module.ts';
import { AssetsProvider } from '../assets.tsx';
import { SectionRenderer } from '../sections/SectionRenderer.tsx';
import { PageHead } from './PageHead.tsx';

/** One page: its head tags, then each section in order. */
export function PageView({ module }: { module: PageModule }) {
  const { page, components, icons, images } = module;
  return (
    <AssetsProvider value={{ icons, images }}>
      <PageHead title={page.title} description={page.description} path={page.path} />
      {page.sections.map((section, index) => (
        <SectionRenderer key={index} section={section} components={components} />
      ))}
    </AssetsProvider>
  );
}
