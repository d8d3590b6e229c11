import type { ReactNode } from 'react';
import './card-list.css';

/** What a business card shows instead of the schema's label/value rows. */
export interface CardSummary {
  /** The status tag, beside the title. */
  tag?: ReactNode;
  /** The key figure's name, read out with it and shown small above it (电费金额, 价税合计). */
  figureLabel?: string;
  /** The key figure, already formatted (one formatter per kind: figures.ts). */
  figure?: string;
  /** Two or three facts that are not in the title, one short line each. */
  facts?: ReactNode[];
  /** The actions the user's role may take (buttons); taps there do not open the card. */
  actions?: ReactNode;
}

const shown = (f: ReactNode) => f !== null && f !== undefined && f !== false && f !== '';

interface Props extends CardSummary {
  /** Plant · month (or what the record is about): also the card's accessible name. */
  title: string;
  /** The card's accessible name when the title alone does not tell cards apart. */
  label?: string;
  onOpen?: () => void;
}

/**
 * One record on the phone as a field user reads it: the title and the status on top, the facts on
 * the left, the key figure emphasised on the right with the actions under it. Long figures wrap
 * (never cut) and the card stays short enough for four or more per screen.
 */
export function SummaryCard({ title, label, tag, figureLabel, figure, facts, actions, onOpen }: Props) {
  return (
    // An article named by its title: a card is read out (and found by tests) as one record.
    <article className="cwxt-m-sum" onClick={onOpen} aria-label={label ?? title}>
      <div className="cwxt-m-sum-head">
        <h3 className="cwxt-m-sum-title">{title}</h3>
        {tag ? <span className="cwxt-m-sum-tag">{tag}</span> : null}
      </div>
      <div className="cwxt-m-sum-body">
        {/* Plain lines, not a list: the card itself is the list's item. */}
        <div className="cwxt-m-sum-facts">
          {(facts ?? []).filter(shown).map((f, i) => (
            <div key={i}>{f}</div>
          ))}
        </div>
        <div className="cwxt-m-sum-side">
          {figure !== undefined && figure !== '' ? (
            <div className="cwxt-m-sum-figure" aria-label={figureLabel ? `${figureLabel} ${figure}` : figure}>
              {figureLabel ? <span className="cwxt-m-sum-figure-label">{figureLabel}</span> : null}
              <strong>{figure}</strong>
            </div>
          ) : null}
          {actions ? (
            // Only stops the card's tap from opening it; the buttons inside are the controls.
            <div className="cwxt-m-sum-actions" onClick={(e) => e.stopPropagation()}>
              {actions}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
