/** The part of @sabaki/deadstones' API the benchmark uses (the package ships no types). */
declare module '@sabaki/deadstones' {
  type SignMap = number[][];
  const deadstones: {
    guess(data: SignMap, options?: { finished?: boolean; iterations?: number }): Promise<[number, number][]>;
    getProbabilityMap(data: SignMap, iterations: number): Promise<number[][]>;
  };
  export default deadstones;
}
