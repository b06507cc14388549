/** Help from the schema: text between `backticks` is something to write exactly, shown as code. */
export function HelpText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as it is written.
  const closed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, index) => {
        const isCode = index % 2 === 1 && (closed || index < parts.length - 1);
        if (isCode) return <code key={index}>{part}</code>;
        return <span key={index}>{index % 2 === 1 ? `\`${part}` : part}</span>;
      })}
    </>
  );
}
