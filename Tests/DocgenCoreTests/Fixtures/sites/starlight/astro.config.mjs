// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://docs.example.com',
  integrations: [
    starlight({
      title: 'Example SDK',
      // The root locale is served at /, the others under their key.
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
