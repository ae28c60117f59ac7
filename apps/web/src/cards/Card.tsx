import type { ReactElement } from 'react';
import { FIGURE_NAMES, parseCard, rankIndex, type Figure, type RankCode, type SuitCode } from './codes';

/** Suit shapes in a 100 × 100 box, drawn here so every browser shows the same card. */
export const SUIT_PATHS: Record<SuitCode, string> = {
  H: 'M50 92C22 68 2 50 2 29 2 13 14 3 28 3c10 0 18 6 22 14 4-8 12-14 22-14 14 0 26 10 26 26 0 21-20 39-48 63z',
  D: 'M50 2 88 50 50 98 12 50z',
  S: 'M50 2C38 20 4 38 4 62c0 15 11 26 25 26 8 0 14-3 18-9-1 9-6 15-13 21h32c-7-6-12-12-13-21 4 6 10 9 18 9 14 0 25-11 25-26C96 38 62 20 50 2z',
  C: 'M50 4a21 21 0 0 0-17 34A21 21 0 1 0 46 72c-1 11-6 19-14 26h36c-8-7-13-15-14-26a21 21 0 1 0 13-34A21 21 0 0 0 50 4z',
};

const W = 100;
const H = 140;

function Suit({
  suit,
  x,
  y,
  size,
  flip,
}: {
  suit: SuitCode;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const s = size / 100;
  const t = flip
    ? `translate(${x + size / 2} ${y + size / 2}) rotate(180) translate(${-size / 2} ${-size / 2}) scale(${s})`
    : `translate(${x} ${y}) scale(${s})`;
  return <path d={SUIT_PATHS[suit]} transform={t} />;
}

/** Pip centres for 2..10, in card units; pips below the middle are drawn upside down. */
const PIPS: Record<string, [number, number][]> = {
  '2': [
    [50, 34],
    [50, 106],
  ],
  '3': [
    [50, 34],
    [50, 70],
    [50, 106],
  ],
  '4': [
    [38, 34],
    [62, 34],
    [38, 106],
    [62, 106],
  ],
  '5': [
    [38, 34],
    [62, 34],
    [50, 70],
    [38, 106],
    [62, 106],
  ],
  '6': [
    [38, 34],
    [62, 34],
    [38, 70],
    [62, 70],
    [38, 106],
    [62, 106],
  ],
  '7': [
    [38, 34],
    [62, 34],
    [50, 52],
    [38, 70],
    [62, 70],
    [38, 106],
    [62, 106],
  ],
  '8': [
    [38, 34],
    [62, 34],
    [50, 52],
    [38, 70],
    [62, 70],
    [50, 88],
    [38, 106],
    [62, 106],
  ],
  '9': [
    [38, 34],
    [62, 34],
    [38, 58],
    [62, 58],
    [50, 70],
    [38, 82],
    [62, 82],
    [38, 106],
    [62, 106],
  ],
  T: [
    [38, 34],
    [62, 34],
    [50, 46],
    [38, 58],
    [62, 58],
    [38, 82],
    [62, 82],
    [50, 94],
    [38, 106],
    [62, 106],
  ],
};

function Corner({ rank, suit }: { rank: string; suit: SuitCode }) {
  return (
    <g>
      <text
        x={15}
        y={30}
        textAnchor="middle"
        fontSize={rank.length > 1 ? 25 : 29}
        fontWeight={800}
        letterSpacing={rank.length > 1 ? -2.5 : 0}
        fontFamily="system-ui, 'DejaVu Sans', Arial, sans-serif"
      >
        {rank}
      </text>
      <Suit suit={suit} x={6} y={34} size={18} />
    </g>
  );
}

function Court({ rank, suit }: { rank: RankCode; suit: SuitCode }) {
  return (
    <g>
      <rect x={27} y={22} width={46} height={96} rx={4} className="court-frame" />
      {rank === 'K' || rank === 'Q' ? (
        <path
          d={
            rank === 'K'
              ? 'M36 48 36 34 43 41 50 31 57 41 64 34 64 48z'
              : 'M38 48 40 36 45 42 50 34 55 42 60 36 62 48z'
          }
          className="court-crown"
        />
      ) : (
        <path d="M38 48h24v-4c0-6-5-10-12-10s-12 4-12 10z" className="court-crown" />
      )}
      <text
        x={50}
        y={84}
        textAnchor="middle"
        fontSize={36}
        fontWeight={800}
        fontFamily="Georgia, 'DejaVu Serif', serif"
      >
        {rank}
      </text>
      <Suit suit={suit} x={41} y={92} size={18} />
    </g>
  );
}

function French({ rank, suit }: { rank: RankCode; suit: SuitCode }) {
  const index = rankIndex(rank);
  let middle: ReactElement;
  if (rank === 'A') middle = <Suit suit={suit} x={25} y={45} size={50} />;
  else if (rank === 'J' || rank === 'Q' || rank === 'K') middle = <Court rank={rank} suit={suit} />;
  else
    middle = (
      <g>
        {(PIPS[rank] ?? []).map(([x, y], i) => (
          <Suit key={i} suit={suit} x={x - 9} y={y - 9} size={18} flip={y > 70} />
        ))}
      </g>
    );
  return (
    <g className={`suit-${suit}`}>
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={8} className="card-face" />
      <Corner rank={index} suit={suit} />
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>
        <Corner rank={index} suit={suit} />
      </g>
      {middle}
    </g>
  );
}

function Glass({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0h16l-2.2 22H2.2z" className="glass-outline" />
      <path d="M1.1 9h13.8l-1.3 12.2H2.4z" className="glass-drink" />
      <ellipse cx={8} cy={9} rx={6.9} ry={1.2} className="glass-foam" />
    </g>
  );
}

function GlassCard({ value }: { value: number }) {
  const cols = value <= 2 ? value : value <= 6 ? Math.ceil(value / 2) : 4;
  const rows = Math.ceil(value / cols);
  const glasses: ReactElement[] = [];
  for (let i = 0; i < value; i++) {
    const r = Math.floor(i / cols);
    const inRow = r === rows - 1 ? value - cols * (rows - 1) : cols;
    const c = i - r * cols;
    const x = 50 - (inRow * 20) / 2 + c * 20 + 2;
    const y = 70 - (rows * 28) / 2 + r * 28 + 3;
    glasses.push(<Glass key={i} x={x} y={y} />);
  }
  return (
    <g className="tv-glass">
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={8} className="tv-glass-bg" />
      <text x={15} y={30} textAnchor="middle" fontSize={29} fontWeight={800} className="tv-index">
        {value}
      </text>
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>
        <text x={15} y={30} textAnchor="middle" fontSize={29} fontWeight={800} className="tv-index">
          {value}
        </text>
      </g>
      {glasses}
      <text x={50} y={128} textAnchor="middle" fontSize={11} fontWeight={700} className="tv-label">
        {value} GLAS
      </text>
    </g>
  );
}

const EMBLEMS: Record<Figure, ReactElement> = {
  // A padlock: the group is secured.
  VIKTOR: (
    <g>
      <path d="M36 66V54a14 14 0 0 1 28 0v12" fill="none" strokeWidth={7} className="emblem-stroke" />
      <rect x={28} y={64} width={44} height={34} rx={5} className="emblem" />
      <circle cx={50} cy={79} r={5} className="emblem-hole" />
    </g>
  ),
  // A heart with a grabbing arrow: she takes your glasses.
  VIVAN: (
    <g>
      <path
        d="M50 100C30 84 22 74 22 62c0-9 7-15 15-15 6 0 10 3 13 8 3-5 7-8 13-8 8 0 15 6 15 15 0 12-8 22-28 38z"
        className="emblem"
      />
      <path d="M24 44 44 64m0 0v-10m0 10H34" fill="none" strokeWidth={4} className="emblem-stroke" />
    </g>
  ),
  // A burst: the slap.
  SMOCKAN: (
    <path
      d="M50 40 56 58 74 48 66 66 84 72 66 78 74 96 56 86 50 104 44 86 26 96 34 78 16 72 34 66 26 48 44 58z"
      className="emblem"
    />
  ),
  // A money bag: the debt collector.
  INDRIVAREN: (
    <g>
      <path
        d="M40 50h20l-4 8c14 6 20 16 20 26 0 10-10 16-26 16S24 94 24 84c0-10 6-20 20-26z"
        className="emblem"
      />
      <text x={50} y={90} textAnchor="middle" fontSize={18} fontWeight={800} className="emblem-text">
        kr
      </text>
    </g>
  ),
  // A police star.
  ARREST: (
    <g>
      <path d="M50 42 57 58 75 58 61 69 66 86 50 76 34 86 39 69 25 58 43 58z" className="emblem" />
      <circle cx={50} cy={66} r={6} className="emblem-hole" />
    </g>
  ),
};

const FIGURE_INDEX: Record<Figure, string> = {
  VIKTOR: 'TV',
  VIVAN: 'Vi',
  SMOCKAN: 'Sm',
  INDRIVAREN: 'In',
  ARREST: 'Ar',
};

function FigureCard({ figure }: { figure: Figure }) {
  const name = FIGURE_NAMES[figure].toUpperCase();
  return (
    <g className={`tv-figure tv-${figure.toLowerCase()}`}>
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={8} className="tv-figure-bg" />
      <text x={6} y={27} fontSize={22} fontWeight={800} className="tv-figure-index">
        {FIGURE_INDEX[figure]}
      </text>
      {EMBLEMS[figure]}
      <rect x={6} y={112} width={88} height={20} rx={4} className="tv-band" />
      <text
        x={50}
        y={126.5}
        textAnchor="middle"
        fontSize={name.length > 10 ? 9.5 : 11}
        fontWeight={800}
        className="tv-band-text"
      >
        {name}
      </text>
    </g>
  );
}

export function CardFace({ code }: { code: string }) {
  const c = parseCard(code);
  switch (c.kind) {
    case 'french':
      return <French rank={c.rank} suit={c.suit} />;
    case 'glass':
      return <GlassCard value={c.value} />;
    case 'figure':
      return <FigureCard figure={c.figure} />;
    case 'unknown':
      return (
        <g>
          <rect x={1} y={1} width={W - 2} height={H - 2} rx={8} className="card-face" />
          <text x={50} y={76} textAnchor="middle" fontSize={20}>
            {c.code}
          </text>
        </g>
      );
  }
}

export function CardBack() {
  return (
    <g className="card-back">
      <rect x={1} y={1} width={W - 2} height={H - 2} rx={8} className="card-back-bg" />
      <rect
        x={8}
        y={8}
        width={W - 16}
        height={H - 16}
        rx={5}
        fill="url(#kb-back-pattern)"
        className="card-back-inner"
      />
      <circle cx={50} cy={70} r={15} className="card-back-badge" />
      <text x={50} y={77} textAnchor="middle" fontSize={20} fontWeight={800} className="card-back-k">
        k
      </text>
    </g>
  );
}

/** A card as an SVG image: `code` null draws its back. */
export function CardSvg({
  code,
  label,
  className,
}: {
  code: string | null;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={`card-svg ${className ?? ''}`}
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {code === null ? <CardBack /> : <CardFace code={code} />}
    </svg>
  );
}

/** Shared SVG definitions (the back's pattern), drawn once per page. */
export function SvgDefs() {
  return (
    <svg width={0} height={0} className="svg-defs" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id="kb-back-pattern"
          width={10}
          height={10}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={10} height={10} fill="#1e3a8a" />
          <path d="M0 5h10M5 0v10" stroke="#3b5bb5" strokeWidth={2} />
        </pattern>
      </defs>
    </svg>
  );
}

/** A suit symbol on its own (the suit in force, suit buttons). */
export function SuitIcon({ suit, size = 20, label }: { suit: SuitCode; size?: number; label?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={`suit-icon suit-${suit}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={SUIT_PATHS[suit]} />
    </svg>
  );
}
