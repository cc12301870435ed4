/**
 * Reads a picked file in the browser with its progress (0…1), as an upload page does before it
 * sends: the component lab has no server endpoint that stores an examination file (decision 0040),
 * so its progress is that of reading the bytes.
 */
export function readFile(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => {
      onProgress(1);
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => reader.abort(), { once: true });
    reader.readAsArrayBuffer(file);
  });
}
