// A Starlight site as a team keeps it (fixture for docgen's tests). docgen reads the title and
// the locales from here, without running it.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://lamps.example.com',
  integrations: [
    starlight({
      title: 'LampKit Guides',
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        ja: { label: '日本語' },
        'zh-cn': { label: '简体中文', lang: 'zh-CN' },
      },
      sidebar: [{ label: 'Guides', autogenerate: { directory: 'guides' } }],
    }),
  ],
});
