// Starts downloading the code of the page this address shows, alongside the app's own code (see
// web/dev-server/route-preload-plugin.ts, which writes the table into index.html at build time).
const table = document.getElementById('route-chunks');
const rows = table ? JSON.parse(table.textContent || '[]') : [];
const page = rows.find(([pattern]) => new RegExp(pattern, 'i').test(location.pathname));
for (const file of page ? page[1] : []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/${file}`;
  document.head.append(link);
}
