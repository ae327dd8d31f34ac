/** The JSON values of an NDJSON body, in batches of `batchSize`, read as the bytes arrive. */
export async function* ndjsonBatches<T>(
  body: AsyncIterable<Uint8Array>,
  batchSize: number,
): AsyncGenerator<T[]> {
  const decoder = new TextDecoder();
  let pending = '';
  let batch: T[] = [];
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      batch.push(JSON.parse(line) as T);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  pending += decoder.decode();
  if (pending.trim() !== '') batch.push(JSON.parse(pending) as T);
  if (batch.length > 0) yield batch;
}
