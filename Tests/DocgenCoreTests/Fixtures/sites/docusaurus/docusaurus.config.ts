import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'Example SDK',
  url: 'https://docs.example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ja', 'zh-Hans'],
  },
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}}]],
};

export default config;
