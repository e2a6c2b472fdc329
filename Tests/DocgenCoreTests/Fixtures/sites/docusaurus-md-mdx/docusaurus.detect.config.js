module.exports = {
  title: 'Partials',
  url: 'https://docs.example.com',
  baseUrl: '/',
  markdown: { format: 'detect' },
};
