// Service passes (spec 03 sections 2.3, 4 and 9): packs of consecutive barcodes, the pack view's
// window and the comparison of the loaded amount with the pass's starting amount.

/** The pack view shows this many passes before and after the chosen one. */
export const SERVICE_PASS_PACK_NEIGHBOURS = 10;

export type PackedBarcode = { barcode: string; first_in_pack: string | null };

/**
 * A batch of added barcodes as packs: each run of consecutive numbers is one pack whose first
 * barcode is every member's first_in_pack. A barcode with no neighbour in the batch is in no
 * pack (null). Duplicates in the batch count once; the result is in barcode order.
 */
export function packsOf(barcodes: readonly string[]): PackedBarcode[] {
  const sorted = [...new Set(barcodes)].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
  );
  const runs: string[][] = [];
  for (const barcode of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last !== undefined && BigInt(barcode) === BigInt(last) + 1n) run.push(barcode);
    else runs.push([barcode]);
  }
  return runs.flatMap((run) =>
    run.map((barcode) => ({ barcode, first_in_pack: run.length > 1 ? run[0] : null })),
  );
}

/** 'match' when the card was loaded with the pass's starting amount ('Bedragen komen overeen!'). */
export function compareStartingAmount(
  startingAmountCents: number,
  loadedCents: number | null | undefined,
): 'match' | 'mismatch' | 'unknown' {
  if (loadedCents === null || loadedCents === undefined) return 'unknown';
  return loadedCents === startingAmountCents ? 'match' : 'mismatch';
}
