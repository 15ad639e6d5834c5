export default function SwapPreview() { return null }
