module.exports = {
  title: 'Layout SDK',
  i18n: { defaultLocale: 'en', locales: ['en', 'ja'] },
};
