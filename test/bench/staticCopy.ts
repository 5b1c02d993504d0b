/**
 * The band's page saved as static HTML with no script: what the benches compare it with. band.js comes
 * by `<script async>` in the head, or, where a photo leads Home, by the loader after the app
 * (src/static/page.ts LOADER_SCRIPT); either is taken out, and a page with neither is refused.
 */
export function staticCopy(page: string): string {
  const copy = page
    .replace(/<script src="band\.js[^"]*" async><\/script>\n/, '')
    .replace(/\n<script data-src="band\.js[^"]*">[^<]*<\/script>/, '');
  if (copy === page || /<script (src|data-src)="band\.js/.test(copy))
    throw new Error('index.html: no band.js script to take out, or one left');
  return copy;
}
