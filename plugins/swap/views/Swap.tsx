export default function Swap() { return null }
