import type { Insertable } from 'kysely';
import type { FileStorage } from '../../adapters/storage/disk';
import { loadSharp } from '../../lib/load-sharp';
import type { UploadsTable } from '../schema/auth-tables';
import { type CategorySeed, categorySeeds, type Glyph } from './catalogue-data';

/** White-on-colour pictograms drawn in a 128 × 128 box; shapes only, so no font is needed. */
const glyphs: Record<Glyph, string> = {
  drop: '<path d="M64 18C52 40 34 58 34 80a30 30 0 0 0 60 0C94 58 76 40 64 18Z"/>',
  bolt: '<polygon points="72,14 34,72 60,72 52,114 94,52 68,52"/>',
  sparkle: '<path d="M64 14L74 54L114 64L74 74L64 114L54 74L14 64L54 54Z"/>',
  scissors:
    '<g fill="none" stroke-width="8" stroke-linecap="round"><circle cx="40" cy="90" r="14"/><circle cx="88" cy="90" r="14"/><path d="M48 78L92 18M80 78L36 18"/></g>',
  snowflake:
    '<g fill="none" stroke-width="9" stroke-linecap="round"><path d="M64 16V112M22 40L106 88M22 88L106 40"/></g>',
  hammer:
    '<rect x="30" y="22" width="60" height="24" rx="5"/><rect x="56" y="44" width="14" height="66" rx="4"/>',
  bug: '<ellipse cx="64" cy="72" rx="24" ry="32"/><circle cx="64" cy="34" r="13"/><g fill="none" stroke-width="6" stroke-linecap="round"><path d="M40 58L20 46M40 74L16 74M42 90L20 104M88 58L108 46M88 74L112 74M86 90L108 104"/></g>',
  roller:
    '<rect x="22" y="20" width="74" height="28" rx="6"/><path d="M96 34H108V62H64V78" fill="none" stroke-width="7"/><rect x="56" y="76" width="16" height="38" rx="4"/>',
  gear: '<circle cx="64" cy="64" r="32" fill="none" stroke-width="18" stroke-dasharray="13 8"/><circle cx="64" cy="64" r="12"/>',
  truck:
    '<rect x="12" y="38" width="64" height="46" rx="4"/><path d="M78 52H100L116 70V84H78Z"/><circle cx="36" cy="94" r="11"/><circle cx="96" cy="94" r="11"/>',
};

const FONT = "font-family='DejaVu Sans, Arial, sans-serif' font-weight='bold'";

function categoryIcon(category: CategorySeed): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128'>
    <rect width='128' height='128' rx='24' fill='${category.colour}'/>
    <g fill='#fff' stroke='#fff'>${glyphs[category.glyph]}</g></svg>`;
}

function subServiceIcon(category: CategorySeed, name: string, index: number): string {
  const initials = name
    .split(/[\s&()-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  // The ring's dash pattern differs per sub-service, so icons differ even where no font is installed.
  return `<svg xmlns='http://www.w3.org/2000/svg' width='128' height='128' viewBox='0 0 128 128'>
    <rect width='128' height='128' rx='24' fill='#fff'/>
    <rect x='4' y='4' width='120' height='120' rx='20' fill='${category.colour}' fill-opacity='0.18'
      stroke='${category.colour}' stroke-width='4' stroke-dasharray='${6 + index * 3} 6'/>
    <g transform='translate(32 12) scale(0.5)' fill='${category.colour}' stroke='${category.colour}'>${glyphs[category.glyph]}</g>
    <text x='64' y='108' text-anchor='middle' font-size='30' fill='${category.colour}' ${FONT}>${initials}</text></svg>`;
}

function workPhoto(index: number): string {
  const category = categorySeeds[index % categorySeeds.length] ?? categorySeeds[0]!;
  const sky = ['#d0ebff', '#fff3bf', '#e6fcf5', '#f3f0ff'][index % 4];
  const floor = ['#ced4da', '#e9d8a6', '#b2f2bb', '#ffd8a8'][(index + 1) % 4];
  const x = 30 + ((index * 53) % 150);
  const sunX = x > 140 ? 44 + (index % 3) * 20 : 280 - (index % 3) * 20;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='240' viewBox='0 0 320 240'>
    <rect width='320' height='240' fill='${sky}'/>
    <rect y='170' width='320' height='70' fill='${floor}'/>
    <rect x='${x}' y='70' width='120' height='100' fill='#fff' stroke='#868e96' stroke-width='3'/>
    <polygon points='${x - 10},72 ${x + 60},24 ${x + 130},72' fill='${category.colour}'/>
    <g transform='translate(${x + 28} 92) scale(0.5)' fill='${category.colour}' stroke='${category.colour}'>${glyphs[category.glyph]}</g>
    <circle cx='${sunX}' cy='40' r='18' fill='#ffd43b'/></svg>`;
}

const documents = {
  pan: `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='200' viewBox='0 0 320 200'>
    <rect width='320' height='200' rx='12' fill='#d0ebff'/><rect y='0' width='320' height='36' rx='12' fill='#1c7ed6'/>
    <text x='160' y='24' text-anchor='middle' font-size='14' fill='#fff' ${FONT}>INCOME TAX DEPARTMENT</text>
    <rect x='20' y='56' width='80' height='100' fill='#adb5bd'/>
    <rect x='120' y='64' width='170' height='12' fill='#495057'/><rect x='120' y='92' width='140' height='12' fill='#495057'/>
    <rect x='120' y='120' width='110' height='16' fill='#212529'/></svg>`,
  aadhaar: `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='200' viewBox='0 0 320 200'>
    <rect width='320' height='200' rx='12' fill='#fff' stroke='#dee2e6' stroke-width='2'/>
    <rect width='320' height='28' fill='#ff922b'/><rect y='172' width='320' height='28' fill='#51cf66'/>
    <rect x='20' y='48' width='80' height='100' fill='#adb5bd'/>
    <rect x='120' y='56' width='170' height='12' fill='#495057'/><rect x='120' y='84' width='120' height='12' fill='#495057'/>
    <text x='205' y='140' text-anchor='middle' font-size='18' fill='#212529' ${FONT}>XXXX XXXX 0000</text></svg>`,
  proof: `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='320' viewBox='0 0 240 320'>
    <rect width='240' height='320' fill='#fffdf5'/><rect x='10' y='10' width='220' height='300' fill='none' stroke='#e67700' stroke-width='6'/>
    <text x='120' y='60' text-anchor='middle' font-size='14' fill='#e67700' ${FONT}>SHOP &amp; ESTABLISHMENT</text>
    <rect x='40' y='90' width='160' height='10' fill='#868e96'/><rect x='40' y='115' width='130' height='10' fill='#868e96'/>
    <rect x='40' y='140' width='150' height='10' fill='#868e96'/><circle cx='170' cy='250' r='30' fill='#ffa94d'/></svg>`,
};

export interface DemoImages {
  /** Icon URL per category, in `categorySeeds` order. */
  categoryIcons: string[];
  /** Icon URLs per category, per sub-service. */
  subServiceIcons: string[][];
  workPhotos: string[];
  panPhoto: string;
  aadhaarPhoto: string;
  proofDoc: string;
  /** One row per distinct stored file, for the uploads table. */
  uploads: Insertable<UploadsTable>[];
}

/** Renders are deterministic, so a process renders each picture once however often it seeds. */
const rendered = new Map<string, Promise<Buffer>>();

function render(svg: string): Promise<Buffer> {
  let png = rendered.get(svg);
  if (!png) {
    png = loadSharp().then((sharp) => sharp(Buffer.from(svg)).png().toBuffer());
    rendered.set(svg, png);
  }
  return png;
}

/** Draws the demo pictures with sharp (no network) and stores them through the storage adapter. */
export async function createDemoImages(
  storage: FileStorage,
  adminId: number,
  createdAt: string,
): Promise<DemoImages> {
  const uploads = new Map<string, Insertable<UploadsTable>>();
  const store = async (svg: string): Promise<string> => {
    const png = await render(svg);
    const stored = await storage.saveImage(png, 'png');
    const { width = 0, height = 0 } = await (await loadSharp())(png).metadata();
    uploads.set(stored.sha256, {
      sha256: stored.sha256,
      file_name: stored.fileName,
      mime_type: 'image/png',
      size_bytes: png.length,
      width,
      height,
      uploaded_by: adminId,
      created_at: createdAt,
    });
    return stored.url;
  };

  const [categoryIcons, subServiceIcons, workPhotos, panPhoto, aadhaarPhoto, proofDoc] = await Promise.all([
    Promise.all(categorySeeds.map((c) => store(categoryIcon(c)))),
    Promise.all(
      categorySeeds.map((c) => Promise.all(c.subServices.map((s, i) => store(subServiceIcon(c, s.name, i))))),
    ),
    Promise.all(Array.from({ length: 12 }, (_, i) => store(workPhoto(i)))),
    store(documents.pan),
    store(documents.aadhaar),
    store(documents.proof),
  ]);
  // Sorted so the uploads rows get the same ids whichever render finished first.
  const rows = [...uploads.values()].sort((a, b) => a.sha256.localeCompare(b.sha256));
  return { categoryIcons, subServiceIcons, workPhotos, panPhoto, aadhaarPhoto, proofDoc, uploads: rows };
}
