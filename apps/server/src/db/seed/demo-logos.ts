import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Queryable } from '../client';
import { companies } from '../schema/companies';

const SIZE = 96;

/**
 * Gives every demo company without a logo a generated one, so the pickers, the info card and
 * the quotation PDF show logos as they will once the settings upload them: a wheel in a colour
 * of the company's own, as PNG (the PDF embeds PNG and JPEG only).
 */
export async function storeDemoLogos(db: Queryable, storage: FileStorage): Promise<number> {
  const bare = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isNull(companies.logo_id));
  for (const company of bare) {
    const key = `company-logos/${randomUUID()}.png`;
    await storage.put(key, demoLogoPng(company.name), 'image/png');
    await db.update(companies).set({ logo_id: key }).where(eq(companies.id, company.id));
  }
  return bare.length;
}

/** A white wheel with eight spokes on a round badge whose hue comes from the name. */
export function demoLogoPng(name: string): Buffer {
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  const [r, g, b] = hslToRgb(hue, 0.55, 0.42);
  const png = new PNG({ width: SIZE, height: SIZE });
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dx = x - centre;
      const dy = y - centre;
      const distance = Math.hypot(dx, dy);
      // Distance to the nearest of the four lines through the centre (0°, 45°, 90°, 135°).
      const spoke = Math.min(
        Math.abs(dx),
        Math.abs(dy),
        Math.abs(dx - dy) / Math.SQRT2,
        Math.abs(dx + dy) / Math.SQRT2,
      );
      const white = Math.abs(distance - 34) < 4 || (distance < 34 && spoke < 2) || distance < 8;
      const at = (y * SIZE + x) * 4;
      png.data[at] = white ? 255 : r;
      png.data[at + 1] = white ? 255 : g;
      png.data[at + 2] = white ? 255 : b;
      png.data[at + 3] = distance <= SIZE / 2 ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}
