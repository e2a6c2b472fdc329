// An Astro site with its own routing: every page of the docs collection is published at
// /docs/<file name> (src/pages/[...slug].astro), its translations at /docs/<locale>/<file name>.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({
  site: 'https://docs.example.com',
  base: '/docs',
  integrations: [mdx()],
});
