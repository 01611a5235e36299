import sharp from 'sharp';
import { productPhotoSvg } from '../src/db/seed/images';

const cpuOf = async (f: () => Promise<unknown>) => {
  let best = 1e9;
  for (let i = 0; i < 5; i++) {
    const c0 = process.cpuUsage();
    await f();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
};
for (const kind of ['backpack', 'tote'] as const) {
  const svg = productPhotoSvg({ kind, leatherHex: '#8B4A24', view: 2, seed: 77 })
    .replace(/<rect width="1600" height="1600" fill="url\(#grain\)"[^>]*\/>/, '')
    .replace(/<mask.*?<\/mask>/s, '');
  const t = async (name: string, s: string) =>
    console.log(
      kind,
      name.padEnd(16),
      (await cpuOf(() => sharp(Buffer.from(s), { density: 72 }).removeAlpha().raw().toBuffer())).toFixed(0),
    );
  await t('base', svg);
  await t('no sh', svg.replace(/<ellipse class="sh"[^>]*\/>/g, ''));
  await t('no sheen', svg.replace(/<path d="[^"]*" fill="url\(#sheen\)"\/>/g, ''));
  await t('no dash', svg.replace(/ stroke-dasharray="[^"]*"/g, ' stroke="none"'));
  await t('flat fills', svg.replace(/fill="url\(#l[a-z]*\)"/g, 'fill="#8b4a24"'));
  await t('no edge', svg.replace(/ stroke-width="4" stroke-linejoin="round"\/>/g, ' stroke-width="0"/>'));
}
