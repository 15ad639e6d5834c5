/** An amount of a token in USD at its price; zero for amounts that are not numbers yet (the views format it by locale). */
export const usdValueOf = (amount: string | undefined, price: number): number => {
  const n = Number(amount)
  return Number.isFinite(n) ? n * price : 0
}
