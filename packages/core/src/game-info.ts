/** Game information of a record's root (SGF PB PW BR WR DT RE KM HA RU EV RO GN PC TM OT). */
export interface GameInfo {
  blackName: string;
  whiteName: string;
  blackRank: string;
  whiteRank: string;
  date: string;
  result: string;
  /** Komi in points, or null when the record gives none or an unreadable one. */
  komi: number | null;
  handicap: number;
  rules: string;
  event: string;
  round: string;
  gameName: string;
  place: string;
  /** Main time in seconds (TM). */
  mainTime: number | null;
  overtime: string;
}

const first = (props: Record<string, string[]>, id: string): string => props[id]?.[0]?.trim() ?? '';

/**
 * Komi as written by real servers. Fox writes hundredths (`KM[750]` is 7.5, `KM[375]` 3.75);
 * no real komi is 50 points or more, so an integer of 50 or above is read as hundredths.
 */
export function readKomi(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return null;
  if (Number.isInteger(n) && Math.abs(n) >= 50) return n / 100;
  return n;
}

export function readGameInfo(props: Record<string, string[]>): GameInfo {
  const handicap = Number.parseInt(first(props, 'HA'), 10);
  const tm = Number(first(props, 'TM'));
  return {
    blackName: first(props, 'PB'),
    whiteName: first(props, 'PW'),
    blackRank: first(props, 'BR'),
    whiteRank: first(props, 'WR'),
    date: first(props, 'DT'),
    result: first(props, 'RE'),
    komi: readKomi(first(props, 'KM')),
    handicap: Number.isFinite(handicap) && handicap > 0 ? handicap : 0,
    rules: first(props, 'RU'),
    event: first(props, 'EV'),
    round: first(props, 'RO'),
    gameName: first(props, 'GN'),
    place: first(props, 'PC'),
    mainTime: first(props, 'TM') !== '' && Number.isFinite(tm) ? tm : null,
    overtime: first(props, 'OT'),
  };
}

const INFO_IDS: [keyof GameInfo, string][] = [
  ['blackName', 'PB'],
  ['whiteName', 'PW'],
  ['blackRank', 'BR'],
  ['whiteRank', 'WR'],
  ['date', 'DT'],
  ['result', 'RE'],
  ['rules', 'RU'],
  ['event', 'EV'],
  ['round', 'RO'],
  ['gameName', 'GN'],
  ['place', 'PC'],
  ['overtime', 'OT'],
];

/** SGF root properties for the given information (empty fields are left out). */
export function gameInfoProps(info: Partial<GameInfo>): Record<string, string[]> {
  const props: Record<string, string[]> = {};
  for (const [key, id] of INFO_IDS) {
    const value = info[key];
    if (typeof value === 'string' && value !== '') props[id] = [value];
  }
  if (info.komi !== undefined && info.komi !== null) props.KM = [String(info.komi)];
  if (info.handicap) props.HA = [String(info.handicap)];
  if (info.mainTime !== undefined && info.mainTime !== null) props.TM = [String(info.mainTime)];
  return props;
}
