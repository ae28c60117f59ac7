import type { Json } from '@kortbord/engine';

/** Saves a record as a JSON file through the browser's download (the table's and the review's button). */
export function downloadJson(doc: Json, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 1)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
