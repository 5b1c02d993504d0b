/**
 * `work` done on every item two at a time, the results in the items' order. The build's photo steps
 * (buildPhotos, buildPressKit) use it: sharp keeps every core busy on one photo already, and more at
 * once would only wait.
 */
export async function twoAtATime<Item, Result>(items: readonly Item[], work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as Item);
    }),
  );
  return results;
}
