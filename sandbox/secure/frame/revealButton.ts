/**
 * A "reveal" button and the code element the secret shows in once it is pressed (the secret is
 * decrypted only then); returns both for the page to place.
 */
export function revealButton(args: { label: string; testId: string; secretTestId: string; read(): Promise<string> }): [HTMLButtonElement, HTMLElement] {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'primary'
  button.textContent = args.label
  button.dataset.testid = args.testId
  const secret = document.createElement('code')
  secret.dataset.testid = args.secretTestId
  button.addEventListener('click', () => {
    void args.read().then((text) => {
      secret.textContent = text
      button.remove()
    })
  })
  return [button, secret]
}
