// @ts-nocheck
import type { RichTextDocument } from '../../services/navigation'
import { ContentLink } from './ContentLink'

type Inline = Extract<RichTextDocument[number], { type: 'paragraph' }>['children'][number]

function Run({ run }: { run: Inline }) {
  const content = run.bold ? <strong>{run.text}</strong> : run.text
  return run.href ? <ContentLink href={run.href}>{content}</ContentLink> : content
}

/** The content documents' rich text: paragraphs and lists of text runs, never raw HTML. */
export function RichText({ document, className }: { document: RichTextDocument; className?: string }) {
  return (
    <div className={className}>
      {document.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            {block.children.map((run, i) => (
              <Run key={i} run={run} />
            ))}
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>
                {item.map((run, j) => (
                  <Run key={j} run={run} />
                ))}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
