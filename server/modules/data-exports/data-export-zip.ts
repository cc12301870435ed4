/**
 * The ZIP of a member's data copy (decision 0099), made in the worker pool (decision 0078): JSON is
 * deflated, photos (already compressed) are stored as they are.
 */
import { zipSync, type Zippable } from 'fflate';

export type ExportFile = { name: string; bytes: Uint8Array };

export async function zipExport(input: { files: ExportFile[]; at: number }): Promise<{ bytes: Uint8Array }> {
  const tree: Zippable = {};
  for (const file of input.files) tree[file.name] = [file.bytes, { level: file.name.endsWith('.json') || file.name.endsWith('.txt') ? 6 : 0, mtime: input.at }];
  return { bytes: zipSync(tree) };
}
