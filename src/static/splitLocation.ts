/** "Kulturbahnhof, Kassel" → venue "Kulturbahnhof", town "Kassel": the town is after the last comma. */
export function splitLocation(location: string): { venue: string; town: string } {
  const at = location.lastIndexOf(',');
  return at < 0 ? { venue: location, town: '' } : { venue: location.slice(0, at).trim(), town: location.slice(at + 1).trim() };
}
