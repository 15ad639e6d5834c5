export default function SwapSelectToken() { return null }
