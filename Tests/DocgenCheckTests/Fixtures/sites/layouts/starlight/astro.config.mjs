import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({
      title: 'Layout SDK',
      locales: {
        root: { label: 'English', lang: 'en' },
        ja: { label: '日本語' },
      },
    }),
  ],
});
