import { parseDocument } from 'yaml';
import { gitText, readObjects } from '../../../../studio/team/repo/index.ts';
import type { SaveRecord } from './simulated-author.ts';

/** The files named `<commit>:<path>`, as text (`undefined` for one that is missing). */
async function filesAt(repository: string, names: readonly string[]): Promise<(string | undefined)[]> {
  return (await readObjects(repository, names)).map((found) => (found?.type === 'blob' ? found.bytes.toString('utf8') : undefined));
}

const valueIn = (text: string | undefined, record: SaveRecord): unknown =>
  text === undefined ? undefined : parseDocument(text).getIn(record.field);

/**
 * What is missing on the remote's branch, in words (empty when nothing is): every acknowledged
 * save must be a commit of the branch whose file holds the author's value in the author's field,
 * and each author's last acknowledged value (or a later one whose save failed, so may have been
 * made) must be in the page at the end: no later save of someone else may have undone it.
 */
export async function missingOnRemote(remote: string, branch: string, records: readonly SaveRecord[]): Promise<string[]> {
  const onBranch = new Set((await gitText(remote, ['rev-list', `refs/heads/${branch}`])).split('\n'));
  const problems: string[] = [];
  const acknowledged = records.filter((record) => record.outcome === 'acknowledged');
  const committed = acknowledged.filter((record) => {
    const found = record.commit !== undefined && onBranch.has(record.commit);
    if (!found)
      problems.push(`${record.value}: acknowledged as commit ${record.commit ?? '(none)'}, which is not on the remote's ${branch}`);
    return found;
  });
  const texts = await filesAt(
    remote,
    committed.map((record) => `${record.commit ?? ''}:${record.file}`),
  );
  committed.forEach((record, index) => {
    const found = valueIn(texts[index], record);
    if (found !== record.value)
      problems.push(`${record.value}: its commit ${record.commit ?? ''} has ${JSON.stringify(found)} in ${record.field.join('.')}`);
  });
  const authors = [...new Set(records.map((record) => record.author))];
  const finals = await filesAt(
    remote,
    authors.map((author) => `refs/heads/${branch}:${records.find((record) => record.author === author)?.file ?? ''}`),
  );
  authors.forEach((author, index) => {
    const own = records.filter((record) => record.author === author);
    const lastAcknowledged = own.findLastIndex((record) => record.outcome === 'acknowledged');
    if (lastAcknowledged < 0) return;
    const possible = own.slice(lastAcknowledged).filter((record, at) => at === 0 || record.outcome === 'failed');
    const [last] = possible;
    if (last === undefined) return;
    const found = valueIn(finals[index], last);
    if (!possible.some((record) => record.value === found))
      problems.push(`${last.value}: undone by a later save, the page ends with ${JSON.stringify(found)} in ${last.field.join('.')}`);
  });
  return problems;
}
