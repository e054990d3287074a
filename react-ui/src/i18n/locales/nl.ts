import type { Dictionary } from '../dictionary.js'

// Dutch, addressing the reader as "je" as Dutch wallet and crypto apps do; "wallet" and "swappen" are
// the words they use. Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as they
// are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Netwerk niet gevonden',
  'Network not found': 'Netwerk is niet gevonden',
  'Invalid App Configuration': 'Ongeldige app-configuratie',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origin staat niet op de lijst met toegestane origins: voeg deze origin in het dashboard toe aan je project.',
  'Network Error': 'Netwerkfout',
  'Failed to load the embedded wallet.': 'De ingebouwde wallet kon niet worden geladen.',
  'Embedded Wallet Request Timed Out': 'Time-out van ingebouwde wallet',
  'The embedded wallet did not answer in time.': 'De ingebouwde wallet antwoordde niet op tijd.',
  'Session Expired': 'Sessie verlopen',
  'Your session expired: connect again.': 'Je sessie is verlopen: verbind opnieuw.',
  'Invalid Project ID': 'Ongeldige project-ID',
  'The project id was refused: check it on the dashboard.':
    'De project-ID is geweigerd: controleer deze in het dashboard.',
  'Project ID Not Configured': 'Project-ID niet ingesteld',
  'No project id is set: remote features are off (basic mode).':
    'Er is geen project-ID ingesteld: externe functies staan uit (basismodus).',
  'No Allowed Origins': 'Geen toegestane origins',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Er kon geen toegestane origin voor dit project worden gelezen: voeg de origin van deze site toe aan het project. Inloggen met e-mail en met een social account werkt hier mogelijk niet.',
  'Server Error': 'Serverfout',
  'The server answered with an error.': 'De server antwoordde met een fout.',
  'Rate Limited': 'Limiet voor verzoeken bereikt',
  'Too many requests: try again later.': 'Te veel verzoeken: probeer het later opnieuw.',
  'iframe load failed': 'Iframe laden mislukt',
  'The login frame did not load.': 'Het inlogframe is niet geladen.',
  'iframe request timeout': 'Time-out van iframe-verzoek',
  'The login frame did not answer in time.': 'Het inlogframe antwoordde niet op tijd.',
  'unverified domain': 'Niet-geverifieerd domein',
  'This domain is not verified.': 'Dit domein is niet geverifieerd.',
  'Multi-Wallet Not Enabled': 'Multi-wallet niet ingeschakeld',
  'This site connects one wallet at a time.': 'Deze site verbindt één wallet tegelijk.',
  'Local configuration ignored': 'Lokale configuratie genegeerd',
  'Remote configuration loaded: local feature settings are ignored.':
    'Externe configuratie geladen: lokale functie-instellingen worden genegeerd.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'De lokale configuratie voor {features} is genegeerd omdat de externe configuratie is geladen: beheer deze functies in het dashboard van het project.',
  'This payment request is not valid: {reason}': 'Dit betaalverzoek is ongeldig: {reason}',
  'Session not yet valid': 'Sessie nog niet geldig',
  "The device clock is behind: check the device's date and time.":
    'De klok van het apparaat loopt achter: controleer de datum en tijd van het apparaat.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'de goedkeuring gaat naar {to}, niet naar het {symbol}-contract {token}',
  "the approval sends {wei} wei of the network's coin":
    'de goedkeuring verstuurt {wei} wei van de munt van het netwerk',
  'the approval is not an approval of exactly {amount}':
    'de goedkeuring is geen goedkeuring van precies {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'de goedkeuring laat {spender} uitgeven, niet de swaprouter van het netwerk {router}',
  'the swap is sent from {from}, not from {account}':
    'de swap wordt verstuurd vanaf {from}, niet vanaf {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'de swap verstuurt {wei} wei van de munt van het netwerk, niet {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'de swap gaat naar {to}, niet naar {spender}, die de goedkeuring laat uitgeven',
  "the swap goes to {to}, not to the network's swap router {router}":
    'de swap gaat naar {to}, niet naar de swaprouter van het netwerk {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'de swap is geen van de swaps van de router voor een exact bedrag',
  'the swap ({function}) does not pay {from} for {to}': 'de swap ({function}) betaalt geen {from} voor {to}',
  'the swap pays {amount}, not the amount shown': 'de swap betaalt {amount}, niet het getoonde bedrag',
  "the swap's path starts at {address}, not at {symbol}":
    'het pad van de swap begint bij {address}, niet bij {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'het pad van de swap eindigt bij {address}, niet bij {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'de swap betaalt wat hij oplevert aan {to}, niet aan {account}',
  'the swap’s deadline has passed': 'de deadline van de swap is verstreken',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP-statuscode: {status}',
  'Please try again after {seconds} seconds': 'Probeer het over {seconds} seconden opnieuw',
  'Error registering name {name}': 'Fout bij het registreren van de naam {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin stuurt zulke kleine betalingen niet door: stuur minstens {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'De overboeking is mislukt op het netwerk ({error}); de kosten zijn betaald',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Kon de tokens om te swappen niet laden: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Kon geen offerte krijgen voor {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Geen offerte voor {from} → {to}: de swapdienst biedt geen route',
  'Could not read your {symbol} balance from the chain': 'Kon je {symbol}-saldo niet van de blockchain lezen',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Kon de netwerkkosten niet schatten, dus Max kan ze niet vrijhouden: typ het bedrag en houd wat over voor de kosten',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Kon niet lezen hoeveel {symbol} de exchange mag uitgeven: {reason}',
  'You rejected the approval of {symbol} in your wallet':
    'Je hebt de goedkeuring van {symbol} in je wallet geweigerd',
  'The approval of {symbol} failed: {reason}': 'De goedkeuring van {symbol} is mislukt: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'De goedkeuring van {symbol} is verzonden maar niet op tijd bevestigd',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'De goedkeuring van {symbol} is mislukt op de blockchain (teruggedraaid): de swap is niet verzonden. De netwerkkosten zijn betaald.',
  'Could not build the swap: {reason}': 'Kon de swap niet opstellen: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'De swapdienst heeft een transactie opgesteld die niet de getoonde swap is, dus die is niet verzonden: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'De prijs is veranderd: de swap zou minder dan {minimum} opleveren (het getoonde minimum, {slippage} % slippage). Bekijk de nieuwe offerte.',
  'The swap failed: {reason}': 'De swap is mislukt: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Je hebt de goedkeuring van {symbol} en de swap in je wallet geweigerd',
  'The approval of {symbol} and the swap failed: {reason}':
    'De goedkeuring van {symbol} en de swap zijn mislukt: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'De goedkeuring van {symbol} en de swap zijn mislukt: {reason}. Er is niets goedgekeurd of geswapt.',
  'the swap service did not answer': 'de swapdienst antwoordde niet',
  'the wallet could not send it': 'de wallet kon hem niet verzenden',
  'the wallet could not send them': 'de wallet kon ze niet verzenden',
  'the chain does not show it': 'de blockchain toont hem niet',
  'You hold no {symbol}': 'Je hebt geen {symbol}',

  // The modal's frame
  Back: 'Terug',
  Close: 'Sluiten',
  'This step must be completed before closing': 'Rond deze stap af voordat je sluit',

  // View titles (the header), one per view
  'Connect wallet': 'Wallet verbinden',
  Account: 'Account',
  'All wallets': 'Alle wallets',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Netwerk niet ondersteund',
  'Choose network': 'Kies een netwerk',
  'Get a wallet': 'Wallet aanmaken',
  'Switch network': 'Netwerk wisselen',
  'Switch chain': 'Blockchain wisselen',
  'Choose a name': 'Kies een naam',
  'Name registered': 'Naam geregistreerd',
  'Email login': 'Inloggen met e-mail',
  'Update email': 'E-mailadres wijzigen',
  'Social login': 'Inloggen met social account',
  Farcaster: 'Farcaster',
  Wallets: 'Wallets',
  'Buy crypto': 'Crypto kopen',
  Receive: 'Ontvangen',
  Send: 'Versturen',
  'Sign in': 'Inloggen',
  Swap: 'Swappen',
  Pay: 'Betalen',
  'Approve transaction': 'Transactie goedkeuren',

  // Shared
  'Try again': 'Opnieuw proberen',
  Cancel: 'Annuleren',
  'Loading…': 'Laden…',
  Copied: 'Gekopieerd',
  "Couldn't copy": 'Kopiëren mislukt',
  'Copy address': 'Adres kopiëren',
  'Copy link': 'Link kopiëren',

  // The page's buttons
  'Connecting…': 'Verbinden…',
  'Select network': 'Netwerk kiezen',

  // Connect
  'Loading sign-in options…': 'Inlogopties laden…',
  'New to wallets?': 'Nog geen wallet?',
  'Get one': 'Maak er een aan',
  Recent: 'Recent',
  Installed: 'Geïnstalleerd',
  Featured: 'Uitgelicht',
  'More wallets': 'Meer wallets',
  External: 'Extern',
  Recommended: 'Aanbevolen',
  'Continue with email': 'Doorgaan met e-mail',
  'Continue with a social account': 'Doorgaan met een social account',
  'Continue with {provider}': 'Doorgaan met {provider}',

  // All wallets
  'Search wallets': 'Wallets zoeken',
  Search: 'Zoeken',
  'Certified only': 'Alleen gecertificeerd',
  Certified: 'Gecertificeerd',
  'Loading wallets': 'Wallets laden',
  'Loading more wallets': 'Meer wallets laden',
  'No wallet found': 'Geen wallet gevonden',
  'Nothing matches “{query}”.': 'Geen resultaten voor ‘{query}’.',
  'Nothing matches “{query}” among certified wallets.':
    'Geen resultaten voor ‘{query}’ bij de gecertificeerde wallets.',
  'The directory has no wallets.': 'De directory bevat geen wallets.',
  'The directory has no wallets among certified wallets.': 'De directory bevat geen gecertificeerde wallets.',
  'one: {count} wallet|other: {count} wallets': 'one: {count} wallet|other: {count} wallets',
  'Wallet directory not configured': 'Walletdirectory niet ingesteld',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Voor het bekijken en doorzoeken van alle wallets is de walletdirectory nodig: stel een project-ID en de bijbehorende API-URL in.',

  // Account
  'Approve the request in your wallet.': 'Keur het verzoek goed in je wallet.',
  'Network:': 'Netwerk:',
  'Email:': 'E-mail:',
  Update: 'Wijzigen',
  'Smart account': 'Smart account',
  'Switch to smart account': 'Overstappen naar smart account',
  'Switching to your smart account…': 'Overstappen naar je smart account…',
  Wallet: 'Wallet',
  'Wallets:': 'Wallets:',
  'View on explorer': 'Bekijken in explorer',
  Disconnect: 'Verbinding verbreken',
  Accounts: 'Accounts',
  Payment: 'Betalingen',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Betaaladres kopiëren',
  'Copy ordinals address': 'Ordinals-adres kopiëren',
  'Other addresses': 'Andere adressen',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Niet-verbonden netwerken',
  'Switch to {network}': 'Overschakelen naar {network}',
  'Loading balance…': 'Saldo laden…',
  'Balance unavailable': 'Saldo niet beschikbaar',
  Tokens: 'Tokens',
  Total: 'Totaal',
  Unknown: 'Onbekend',
  'Loading tokens…': 'Tokens laden…',
  'Token balances are unavailable.': 'Tokensaldi zijn niet beschikbaar.',
  'No tokens on this network yet.': 'Nog geen tokens op dit netwerk.',
  NFTs: "NFT's",
  'Loading NFTs…': "NFT's laden…",
  'NFTs are unavailable.': "NFT's zijn niet beschikbaar.",
  'No NFTs on this network yet.': "Nog geen NFT's op dit netwerk.",
  Activity: 'Activiteit',
  'Loading activity…': 'Activiteit laden…',
  'No activity on this network yet.': 'Nog geen activiteit op dit netwerk.',
  'Show more': 'Meer tonen',
  Failed: 'Mislukt',
  Pending: 'In behandeling',

  // Networks, switching, connecting
  Networks: 'Netwerken',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Je wallet gebruikt een netwerk dat deze app niet ondersteunt. Kies er hieronder een.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Deze app ondersteunt je huidige netwerk niet. Schakel over naar een beschikbaar netwerk om door te gaan.',
  'the network': 'het netwerk',
  'Approve in wallet': 'Goedkeuren in wallet',
  'Switch to {network} in {wallet}': 'Schakel in {wallet} over naar {network}',
  'Switched to {network}': 'Overgeschakeld naar {network}',
  'your wallet': 'je wallet',
  'Connected to {wallet}': 'Verbonden met {wallet}',
  'Continue in {wallet}': 'Ga verder in {wallet}',
  'Accept the connection request in your wallet.': 'Accepteer het verbindingsverzoek in je wallet.',
  '{namespace} wallet needed': '{namespace}-wallet nodig',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Verbind een wallet die {namespace}-netwerken ondersteunt om {network} te gebruiken.',
  'Your current wallet is on {namespace}.': 'Je huidige wallet gebruikt {namespace}.',

  // Connecting over WalletConnect ('wallet' completes "Open in …" and "Open …")
  wallet: 'de wallet',
  'Approved in {wallet}': 'Goedgekeurd in {wallet}',
  'Scan with {wallet}': 'Scan met {wallet}',
  'Scan with your phone': 'Scan met je telefoon',
  'Reconnecting to WalletConnect…': 'Opnieuw verbinden met WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} opent deze site in de eigen browser en maakt daar direct verbinding.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Je wallet opent deze site in de eigen browser en maakt daar direct verbinding.',
  'Open in {wallet}': 'Open in {wallet}',
  'Open {wallet}': 'Open {wallet}',
  'Preparing the link…': 'Link voorbereiden…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Wachten tot de WalletConnect-relay een koppelcode maakt…',
  'Approve the connection in your wallet, then come back here.':
    'Keur de verbinding goed in je wallet en kom dan hier terug.',
  'Get a new link': 'Nieuwe link maken',
  'Wallet not opening? Copy the link': 'Opent je wallet niet? Kopieer de link',
  'Copy the link into your wallet': 'Kopieer de link naar je wallet',
  'QR code to connect {wallet}': 'QR-code om {wallet} te verbinden',
  'QR code to connect your wallet': 'QR-code om je wallet te verbinden',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Scan hem met de camera van je telefoon of de scanner van je wallet.',
  "Can't scan? Copy the link": 'Lukt scannen niet? Kopieer de link',
  'Get a new QR code': 'Nieuwe QR-code maken',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Alle wallets bekijken',
  'No wallet to suggest': 'Geen wallet om voor te stellen',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'De walletdirectory geeft niet aan waar je de wallets kunt krijgen. Zoek een wallet-app in de app store van je telefoon, of een walletextensie in die van je browser.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Een wallet bewaart je crypto en logt je in bij apps zoals deze, zonder wachtwoord om te onthouden. Maak er een aan en kom dan hier terug om hem te verbinden.',
  'Loading wallets…': 'Wallets laden…',
  Extension: 'Extensie',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Website',
  'browser extension': 'browserextensie',
  'iOS app': 'iOS-app',
  'Android app': 'Android-app',
  website: 'website',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link} (opent in een nieuw tabblad)',
  'Close notification': 'Melding sluiten',
  'Notifications (Alt+T)': 'Meldingen (Alt+T)',
  'Dismiss alert': 'Waarschuwing sluiten',

  // Email, social and Farcaster login
  Continue: 'Doorgaan',
  'No code?': 'Geen code ontvangen?',
  'Send another': 'Opnieuw versturen',
  'Your email': 'Je e-mailadres',
  'Enter the code sent to {email}': 'Voer de code in die naar {email} is gestuurd',
  'Sending a code to {email}…': 'Code versturen naar {email}…',
  'Approve this device from the email sent to {email}.':
    'Keur dit apparaat goed via de e-mail die naar {email} is gestuurd.',
  'Checking the code…': 'Code controleren…',
  'Signing you in…': 'Inloggen…',
  'Email login is not set up': 'Inloggen met e-mail is niet ingesteld',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Deze site heeft geen ingebouwde wallet om je met e-mail in te loggen. Verbind in plaats daarvan een wallet.',
  'New email': 'Nieuw e-mailadres',
  'your new email': 'je nieuwe e-mailadres',
  'One moment…': 'Een moment…',
  'This site has no embedded wallet whose email could change.':
    'Deze site heeft geen ingebouwde wallet waarvan het e-mailadres kan worden gewijzigd.',
  'Taking you to {provider}…': 'Je wordt doorgestuurd naar {provider}…',
  'Logging you in with {provider}…': 'Inloggen met {provider}…',
  'Logged in with {provider}.': 'Ingelogd met {provider}.',
  'Log in with {provider} in the window that opened.': 'Log in met {provider} in het geopende venster.',
  'Social login is not set up': 'Inloggen met een social account is niet ingesteld',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Deze site heeft geen ingebouwde wallet om je met een social account in te loggen. Verbind in plaats daarvan een wallet.',
  'QR code to log in with Farcaster': 'QR-code om in te loggen met Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Scan hem met de camera van je telefoon en keur de login goed in de Farcaster-app.',
  'Loading your Farcaster account…': 'Je Farcaster-account laden…',
  'Farcaster login is not set up': 'Inloggen met Farcaster is niet ingesteld',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Deze site heeft geen ingebouwde wallet om je met Farcaster in te loggen. Verbind in plaats daarvan een wallet.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Inloggen',
  'This site': 'Deze site',
  '{app} needs to connect to your wallet': '{app} wil verbinding maken met je wallet',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Onderteken dit bericht om te bewijzen dat {address} van jou is. Het kost niets en er wordt geen transactie verstuurd.',
  'Approve the signature in your wallet': 'Keur de handtekening goed in je wallet',
  Sign: 'Ondertekenen',
  'Message to sign': 'Te ondertekenen bericht',
  'No transaction to approve': 'Geen transactie om goed te keuren',
  'Nothing is waiting for your approval.': 'Er wacht niets op je goedkeuring.',
  Warnings: 'Waarschuwingen',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Hierna wacht nog {count} transactie|other: Hierna wachten nog {count} transacties',
  'Approve the transaction in your wallet': 'Keur de transactie goed in je wallet',
  Approve: 'Goedkeuren',
  Decline: 'Weigeren',
  Done: 'Klaar',
  '{namespace} wallets': '{namespace}-wallets',
  'No wallet connected.': 'Geen wallet verbonden.',
  'Connected wallets': 'Verbonden wallets',
  Active: 'Actief',
  'Switch to {wallet}': 'Overstappen naar {wallet}',
  Switch: 'Overstappen',
  'Disconnect {wallet}': 'Verbinding met {wallet} verbreken',
  'Recent wallets': 'Recente wallets',
  'Connect {wallet}': '{wallet} verbinden',
  Connect: 'Verbinden',
  'Remove {wallet}': '{wallet} verwijderen',
  Remove: 'Verwijderen',
  'Add wallet': 'Wallet toevoegen',
  'Multi-wallet is not set up on this site.': 'Meerdere wallets zijn op deze site niet ingesteld.',
  'Your account now goes by this name.': 'Je account heeft nu deze naam.',
  'Back to account': 'Terug naar account',
  'Names are not set up': 'Namen zijn niet ingesteld',
  'This site does not register names for accounts.': 'Deze site registreert geen namen voor accounts.',
  'Registering {name}…': '{name} registreren…',
  Name: 'Naam',
  Register: 'Registreren',
  'At least 4 letters, digits or hyphens.': 'Minstens 4 letters, cijfers of streepjes.',
  Suggestions: 'Suggesties',
  Taken: 'Bezet',
  Available: 'Beschikbaar',

  // Send, Receive, Swap, Buy and Pay ('the provider' completes "Open … in een nieuw tabblad", "openen
  // van …" and "het venster van …")
  'No account connected': 'Geen account verbonden',
  'Connect a wallet to receive funds.': 'Verbind een wallet om geld te ontvangen.',
  'QR code of your address': 'QR-code van je adres',
  'Send only on {network}': 'Verstuur alleen via {network}',
  'This address also receives on {networks}': 'Dit adres ontvangt ook via {networks}',
  'Sending is not set up': 'Versturen is niet ingesteld',
  'This site does not send from the modal.': 'Deze site verstuurt niet vanuit dit venster.',
  'Approve the transaction in your wallet.': 'Keur de transactie goed in je wallet.',
  Token: 'Token',
  Amount: 'Bedrag',
  'Amount in {symbol}': 'Bedrag in {symbol}',
  Max: 'Max',
  To: 'Aan',
  'Address or name': 'Adres of naam',
  '{name} is': '{name} is',
  'Network fee': 'Netwerkkosten',
  'Up to {fee}': 'Tot {fee}',
  'Receiver gets': 'Ontvanger krijgt',
  'Checking the balance and the network fee…': 'Saldo en netwerkkosten controleren…',
  'Swaps are not set up': 'Swappen is niet ingesteld',
  'This site does not swap from the modal.': 'Deze site swapt niet vanuit dit venster.',
  'You pay': 'Je betaalt',
  'You receive': 'Je ontvangt',
  'You receive at least': 'Je ontvangt minstens',
  Expected: 'Verwacht',
  'Price impact': 'Prijsimpact',
  'Your balance': 'Je saldo',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Kon niet worden geschat',
  '{fee}, includes the approval': '{fee}, inclusief goedkeuring',
  'Your {symbol} balance does not cover the network fee':
    'Je {symbol}-saldo is niet genoeg voor de netwerkkosten',
  'Preparing the swap…': 'Swap voorbereiden…',
  'Swap sent: waiting for it to be confirmed…': 'Swap verstuurd: wachten op bevestiging…',
  'Swap again': 'Opnieuw swappen',
  'Stop waiting': 'Stoppen met wachten',
  'Swap the tokens’ places': 'Tokens omwisselen',
  'Getting a quote…': 'Offerte ophalen…',
  'Buying is not set up': 'Kopen is niet ingesteld',
  'This site does not sell crypto from the modal.': 'Deze site verkoopt geen crypto vanuit dit venster.',
  'Loading what you can buy…': 'Laden wat je kunt kopen…',
  'Your browser blocked the provider’s window.': 'Je browser heeft het venster van de aanbieder geblokkeerd.',
  'the provider': 'de aanbieder',
  'Open {provider} in a new tab': 'Open {provider} in een nieuw tabblad',
  'Check again': 'Opnieuw controleren',
  'Back to the form': 'Terug naar het formulier',
  'Buy more': 'Meer kopen',
  'Opening {provider}…': 'Bezig met openen van {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Rond je aankoop af in het venster van {provider}. Sluit het als je klaar bent.',
  'Waiting for your purchase to arrive…': 'Wachten tot je aankoop binnenkomt…',
  'The provider list could not be loaded: showing the usual currencies.':
    'De lijst met aanbieders kon niet worden geladen: de gebruikelijke valuta worden getoond.',
  'Payment currency': 'Betaalvaluta',
  'Payment method': 'Betaalmethode',
  Card: 'Kaart',
  'Bank account': 'Bankrekening',
  'The least you can pay by card is {limit}': 'Met een kaart betaal je minimaal {limit}',
  'The most you can pay by card is {limit}': 'Met een kaart betaal je maximaal {limit}',
  'The least you can pay by bank account is {limit}': 'Via een bankrekening betaal je minimaal {limit}',
  'The most you can pay by bank account is {limit}': 'Via een bankrekening betaal je maximaal {limit}',
  'You buy': 'Je koopt',
  Provider: 'Aanbieder',
  'Enter an amount to see a quote.': 'Voer een bedrag in om een offerte te zien.',
  Buy: 'Kopen',
  'Buy with {provider}': 'Kopen met {provider}',
  'Payments are not set up': 'Betalingen zijn niet ingesteld',
  'This site does not ask for payments from the modal.':
    'Deze site vraagt geen betalingen vanuit dit venster.',
  'Reading the amount…': 'Bedrag lezen…',
  Network: 'Netwerk',
  'Copy recipient address': 'Adres van ontvanger kopiëren',
  From: 'Van',
  'up to {fee}': 'tot {fee}',
  'Estimating…': 'Schatten…',
  'Loading the payment…': 'Betaling laden…',
  'No payment was asked for.': 'Er is geen betaling gevraagd.',
  'Approve the payment of {amount} in your wallet': 'Keur de betaling van {amount} goed in je wallet',
  'Reading the payment from the network…': 'Betaling van het netwerk lezen…',
  'Payment sent: waiting for it to be confirmed…': 'Betaling verstuurd: wachten op bevestiging…',
  'Paid {amount}.': '{amount} betaald.',
  Transaction: 'Transactie',
  'Pay from': 'Betalen vanaf',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg voor het bedrag en de netwerkkosten: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg voor het bedrag: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg voor de netwerkkosten: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Je betaalt {paid} · Je ontvangt ongeveer {received} · kosten {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Je betaalt {paid} · schatting: {provider} toont wat je ontvangt en de kosten',
  '{amount} arrived in your wallet': '{amount} is aangekomen in je wallet',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — hoog: je ontvangt veel minder dan de prijs van de pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg {symbol}: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Niet genoeg {symbol}: {needed} {symbol} nodig met de netwerkkosten, {available} {symbol} beschikbaar',
  '{symbol} has at most {decimals} decimals': '{symbol} heeft maximaal {decimals} decimalen',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Keur {symbol} goed in je wallet ({step} van {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Swap {from} voor {to} in je wallet ({step} van {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Keur {from} goed en swap het voor {to} in je wallet (één verzoek)',
  'Swapped {paid} for at least {received}.': '{paid} geswapt voor minstens {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'De swap is mislukt op de blockchain (teruggedraaid): er is niets geswapt en de netwerkkosten zijn betaald. Je goedkeuring voor de exchange om {amount} uit te geven blijft van kracht.',
  'No address is registered for {name} on {network}':
    'Er is geen adres geregistreerd voor {name} op {network}',
  'This is not a valid {namespace} address': 'Dit is geen geldig {namespace}-adres',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg {symbol} voor het bedrag en de netwerkkosten: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg {symbol} voor het bedrag: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Niet genoeg {symbol} voor de netwerkkosten: {needed} {symbol} nodig, {available} {symbol} beschikbaar',
  "Includes {amount} to open the receiver's {symbol} account":
    'Inclusief {amount} om het {symbol}-account van de ontvanger te openen',
  'About {amount}': 'Ongeveer {amount}',
  'At most {amount}': 'Hoogstens {amount}',
  '{amount} plus the network fee': '{amount} plus de netwerkkosten',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Verbinding geweigerd',
  'Failed to connect': 'Verbinden mislukt',
  'Network switch rejected': 'Netwerkwissel geweigerd',
  'Signature declined': 'Handtekening geweigerd',
  'Popup closed': 'Pop-up gesloten',
  'Request was aborted': 'Verzoek is afgebroken',
  'Another request is waiting for the wallet': 'Er wacht al een ander verzoek in de wallet',
  'The wallet did not share that account with this site':
    'De wallet heeft dat account niet gedeeld met deze site',
  'The connector does not support any of the requested chains':
    'De wallet ondersteunt geen van de gevraagde blockchains',
  'Failed to initiate social connection': 'Inloggen met social account kon niet worden gestart',
  'Failed to connect to farcaster': 'Verbinden met Farcaster mislukt',
  'Token Balance Unavailable': 'Tokensaldo niet beschikbaar',
  'Failed to fetch transactions': 'Transacties ophalen mislukt',
  'Something went wrong': 'Er ging iets mis',
  'Address copied': 'Adres gekopieerd',
  'No wallets found': 'Geen wallets gevonden',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Open deze pagina in de browser van je wallet-app, of installeer eerst een wallet-app.',
  'Install a wallet browser extension, then reload this page.':
    'Installeer een walletextensie in je browser en laad deze pagina daarna opnieuw.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Een bedrag en ontvangstadres zijn verplicht',
  'A token is required': 'Een token is verplicht',
  'Unsupported chain': 'Blockchain niet ondersteund',
  'Leaves this wallet': 'Verlaat deze wallet',
  'Comes into this wallet': 'Komt in deze wallet',
  Fee: 'Kosten',
  'Signed by': 'Ondertekend door',
  'Fee paid by': 'Kosten betaald door',
  'Could not be read': 'Kon niet worden gelezen',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Voer het bedrag in cijfers in, met een punt voor decimalen (zoals 0.5)',
  'Enter an amount above 0': 'Voer een bedrag boven 0 in',
  'Enter an amount like 100 or 49.99': 'Voer een bedrag in zoals 100 of 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'De aankoop is nog niet binnen. Dit kan een paar minuten duren.',
  'The provider’s page could not be opened. Try again.':
    'De pagina van de aanbieder kon niet worden geopend. Probeer het opnieuw.',
  'Nothing can be bought on this network': 'Op dit netwerk kan niets worden gekocht',
  'Connect an EVM account to swap': 'Verbind een EVM-account om te swappen',
  'Network not supported for Swaps': 'Netwerk niet ondersteund voor swaps',
  'Swaps are not offered in your region': 'Swaps worden niet aangeboden in jouw regio',
  'You rejected the swap in your wallet': 'Je hebt de swap in je wallet geweigerd',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Swap verstuurd; nog niet bevestigd. Controleer je wallet voordat je opnieuw swapt.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'De goedkeuring en de swap zijn mislukt op de blockchain (samen teruggedraaid): er is niets goedgekeurd of geswapt en de netwerkkosten zijn betaald.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'De swap is mislukt op de blockchain (teruggedraaid): er is niets geswapt en de netwerkkosten zijn betaald.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'De kosten ({fee}) zijn hoger dan de betaling ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Het kostentarief, {rate}, is meer dan {factor} keer dat van het netwerk, {networkRate}, voor het volgende blok.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'De kosten zijn berekend met de bedragen die de site opgeeft voor input {inputs}, die andere ondertekenaars ondertekenen en waarvoor geen bewijs is: de betaalde kosten kunnen afwijken. Wat deze wallet verlaat, is exact.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'De kosten zijn berekend met de bedragen die de site opgeeft voor inputs {inputs}, die andere ondertekenaars ondertekenen en waarvoor geen bewijs is: de betaalde kosten kunnen afwijken. Wat deze wallet verlaat, is exact.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Het kostentarief van het netwerk kon niet worden gelezen: vergelijk de kosten met die van je wallet.',
  'Foyer will not ask your wallet to sign this.': 'Foyer vraagt je wallet niet om dit te ondertekenen.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'De transactie heeft geen outputs: alles wat ze uitgeeft, zou naar de kosten gaan.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Input {index}: de PSBT vermeldt niet wat deze uitgeeft, dus wat deze wallet verlaat, is onbekend.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Input {index} geeft munten van deze wallet uit zonder de vorige transactie, dus het bedrag kan niet worden gecontroleerd: de getoonde kosten kunnen ver afliggen van de betaalde kosten.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Input {index} vraagt om {sighash}: de handtekening van deze wallet zou {part} niet dekken, dus de site zou die kunnen wijzigen nadat je goedkeurt.',
  'the outputs': 'de outputs',
  'all but one output': 'alle outputs op één na',
  'the other inputs': 'de andere inputs',
  'the outputs or the other inputs': 'de outputs of de andere inputs',
  'all but one output or the other inputs': 'alle outputs op één na of de andere inputs',
  'what this review shows': 'wat dit overzicht toont',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Input {index} zou {stated} uitgeven, maar de vorige transactie betaalt {paid}: de PSBT spreekt zichzelf tegen.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Input {index} zou {stated} uitgeven, maar de vorige transactie betaalt {paid} aan een ander script: de PSBT spreekt zichzelf tegen.',
  "Unknown: the PSBT does not carry every input's amount":
    'Onbekend: de PSBT bevat niet het bedrag van elke input',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Onbekend: de PSBT vermeldt niet wat elke input van deze wallet uitgeeft',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Deze transactie gebruikt een duurzame nonce: ze verloopt nooit, dus ze kan op elk moment worden verzonden, ook lang nadat je haar hebt goedgekeurd.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'De kosten worden betaald door {payer}, niet door deze wallet: iemand anders heeft deze transactie voorbereid en betaalt ervoor.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer kan niet zien hoeveel SOL het aanmaken van {account} je kost.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Dit draagt je account over aan programma {program}: het zou dan al je SOL kunnen nemen.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Een onbeperkte toestemming: {delegate} zou alle tokens in {account} kunnen nemen, nu of later.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} krijgt de eigenaarsautoriteit over {account}: die zou alle tokens erin kunnen nemen.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} krijgt de sluitautoriteit over {account}: die zou het kunnen sluiten en de SOL ervan nemen.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} krijgt de {kind}-autoriteit over {account}: die zou die autoriteit naar believen kunnen gebruiken.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Het sluiten van {account} stuurt de SOL ervan naar {destination}, niet naar deze wallet.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Programma {program} heeft een onbekend effect: het zou elk van je tegoeden kunnen verplaatsen.',
  'Foyer cannot read this transaction': 'Foyer kan deze transactie niet lezen',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer kan de adres-lookuptabellen van deze transactie niet lezen',
  'Foyer cannot read an instruction of this transaction':
    'Foyer kan een instructie van deze transactie niet lezen',
  'Leaves this wallet (token account {address})': 'Verlaat deze wallet (tokenaccount {address})',
  'Leaves this wallet (mint {address})': 'Verlaat deze wallet (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} ruwe eenheden (decimalen onbekend)',
  '{amount} tokens': '{amount} tokens',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Onbeperkte toestemming: {spender} mag alle {name} van deze wallet (token {token}) uitgeven, nu en later, tot de toestemming wordt ingetrokken.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} mag alle tokens verplaatsen die deze wallet in de collectie {token} heeft, nu en later, tot dit wordt ingetrokken.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Dit roept functie {selector} van {contract} aan, die Foyer niet kan lezen: die zou elk van je bezittingen kunnen verplaatsen.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Onbeperkte toestemming: {spender} mag alle {name} van deze wallet (token {token}) uitgeven zodra dit is ondertekend.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Deze handtekening is voor blockchain {chain}, niet voor {network} (blockchain {walletChain}) waar deze wallet op zit: ze kan op die andere blockchain worden gebruikt.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Geen minimum: je betaalt {amount} en ontvangt er mogelijk niets voor.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'De {token} gaan naar {receiver}: Foyer kan niet zien of dat jouw account is.',
  'The {token} go to {receiver}, not to your account.':
    'De {token} gaan naar {receiver}, niet naar jouw account.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'De router ruilt {symbol} alleen via zijn WETH ({weth}); dit pad begint met {token}: de router zal deze swap weigeren en alleen de netwerkkosten worden uitgegeven.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'De router ruilt {symbol} alleen via zijn WETH ({weth}); dit pad eindigt met {token}: de router zal deze swap weigeren en alleen de netwerkkosten worden uitgegeven.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'De deadline ({deadline}) is verstreken: de router zal deze swap weigeren en alleen de netwerkkosten worden uitgegeven.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer kan dit verzoek niet in woorden vatten: keur het alleen goed als je deze site vertrouwt met wat hij vraagt.',
  'Foyer cannot read this request: {reason}.': 'Foyer kan dit verzoek niet lezen: {reason}.',
  'Send a Bitcoin transaction': 'Een Bitcoin-transactie verzenden',
  'Sign a Bitcoin transaction': 'Een Bitcoin-transactie ondertekenen',
  Inputs: 'Inputs',
  Outputs: 'Outputs',
  'Signed by this wallet': 'Ondertekend door deze wallet',
  'Back to this wallet': 'Terug naar deze wallet',
  'the token': 'tokens',
  tokens: 'tokens',
  mint: 'mint',
  freeze: 'bevriezings',
  'transfer fee config': 'transferkostenconfiguratie',
  'withheld withdraw': 'opname-van-ingehouden-kosten',
  'close mint': 'mint-sluitings',
  'interest rate': 'rente',
  'permanent delegate': 'permanente-gedelegeerde',
  'confidential transfer mint': 'vertrouwelijke-transfer-mint',
  'transfer hook program': 'transfer-hook-programma',
  'confidential transfer fee config': 'vertrouwelijke-transferkostenconfiguratie',
  'metadata pointer': 'metadatapointer',
  'group pointer': 'groepspointer',
  'group member pointer': 'groepslidpointer',
  'scaled UI amount': 'geschaalde-weergavebedrag',
  pause: 'pauze',
  'Send a transaction': 'Een transactie verzenden',
  'Sign a transaction': 'Een transactie ondertekenen',
  'Sign a message': 'Een bericht ondertekenen',
  'Sign typed data': 'Getypeerde gegevens ondertekenen',
  'Send calls': 'Aanroepen verzenden',
  'Send 1 call': '1 aanroep verzenden',
  'Send {count} calls': '{count} aanroepen verzenden',
  'Sign {type}': '{type} ondertekenen',
  'Call {index}': 'Aanroep {index}',
  'Call {index}: {heading}': 'Aanroep {index}: {heading}',
  Sends: 'Verzendt',
  Moves: 'Verplaatst',
  Allowance: 'Toestemming',
  Operator: 'Operator',
  'Creates a contract': 'Maakt een contract aan',
  Request: 'Verzoek',
  Domain: 'Domein',
  Message: 'Bericht',
  'Token permit (EIP-2612)': 'Tokenpermit (EIP-2612)',
  'Permit2 allowance': 'Permit2-toestemming',
  'Permit2 transfer': 'Permit2-overdracht',
  Instructions: 'Instructies',
  owner: 'eigenaars',
  close: 'sluitings',
  'SOL transfer': 'SOL-overboeking',
  '{action} (paid by {payer})': '{action} (betaald door {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Maakt een account van {bytes} bytes aan voor programma {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Maakt een account van {bytes} bytes aan voor programma {program} (seed "{seed}" van {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'SOL-overboeking van {from} (seed "{seed}" van {base}, programma {program})',
  'Hands the account to program {program}': 'Draagt het account over aan programma {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Draagt het account (seed "{seed}" van {base}) over aan programma {program}',
  'Gives the account {bytes} bytes of data': 'Geeft het account {bytes} bytes aan gegevens',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Geeft het account {bytes} bytes (seed "{seed}" van {base}) en draagt het over aan programma {program}',
  'Advances the durable nonce of this account': 'Zet de duurzame nonce van dit account door',
  'Withdraws SOL from nonce account {nonce}': 'Neemt SOL op van nonce-account {nonce}',
  'Makes this a nonce account of {authority}': 'Maakt hiervan een nonce-account van {authority}',
  'Becomes the authority of nonce account {nonce}': 'Krijgt de autoriteit over nonce-account {nonce}',
  'Upgrades this nonce account': 'Werkt dit nonce-account bij',
  'Token transfer of mint {mint} from {source}': 'Tokenoverboeking van mint {mint} vanaf {source}',
  'Token transfer from {source}': 'Tokenoverboeking vanaf {source}',
  'May spend tokens of mint {mint} from {source}': 'Mag tokens van mint {mint} uitgeven vanaf {source}',
  'May spend tokens from {source}': 'Mag tokens uitgeven vanaf {source}',
  'Burns tokens of mint {mint}': 'Verbrandt tokens van mint {mint}',
  'Mints new tokens of mint {mint}': 'Munt nieuwe tokens van mint {mint}',
  'Becomes the {kind} authority of {account}': 'Krijgt de {kind}-autoriteit over {account}',
  'Removes the {kind} authority of this account for good':
    'Verwijdert de {kind}-autoriteit van dit account voorgoed',
  'Closes token account {account}; its SOL goes to this address':
    'Sluit tokenaccount {account}; de SOL ervan gaat naar dit adres',
  'Cancels the allowance on this token account': 'Trekt de toestemming op dit tokenaccount in',
  'Freezes this token account of mint {mint}': 'Bevriest dit tokenaccount van mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Ontdooit dit tokenaccount van mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Werkt het wrapped-SOL-saldo van dit tokenaccount bij',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Richt een tokenaccount van mint {mint} in, eigendom van {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Maakt een mint met {decimals} decimalen aan; mint-autoriteit {authority}, bevriezingsautoriteit {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Maakt een mint met {decimals} decimalen aan; mint-autoriteit {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Maakt het tokenaccount van {wallet} voor mint {mint} aan: een eerdere instructie maakt het aan, er wordt niets betaald',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Maakt het tokenaccount van {wallet} voor mint {mint} aan: het bestaat al, er wordt niets betaald',
  'Creates the token account of {wallet} for mint {mint}':
    'Maakt het tokenaccount van {wallet} voor mint {mint} aan',
  'Sets the compute limit to {units} units': 'Stelt de rekenlimiet in op {units} eenheden',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Stelt de prioriteitskosten in op {price} micro-lamports per rekeneenheid',
  'Asks for a heap of {bytes} bytes': 'Vraagt een heap van {bytes} bytes',
  "Limits the accounts' data to {bytes} bytes": 'Beperkt de gegevens van de accounts tot {bytes} bytes',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Roept een programma aan dat Foyer niet kan lezen, met jouw account: onbekend effect, het zou elk van je tegoeden kunnen verplaatsen',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Roept een programma aan dat Foyer niet kan lezen (het krijgt jouw account niet)',
  'A transaction Foyer cannot read': 'Een transactie die Foyer niet kan lezen',
  'Receives {name} from this wallet': 'Ontvangt {name} van deze wallet',
  'Receives {name} taken from {from}': 'Ontvangt {name}, genomen van {from}',
  'May move token #{id} of this wallet’s {name}': 'Mag token #{id} van {name} van deze wallet verplaatsen',
  'May spend this wallet’s {name}': 'Mag {name} van deze wallet uitgeven',
  '{router} may spend this wallet’s {name}': '{router} mag {name} van deze wallet uitgeven',
  '{action} (added to what it may already spend)': '{action} (bovenop wat al mag worden uitgegeven)',
  'May move every token this wallet holds in {name} ({token})':
    'Mag elke token verplaatsen die deze wallet in {name} ({token}) heeft',
  'May no longer move this wallet’s tokens in {name}':
    'Mag de tokens van deze wallet in {name} niet meer verplaatsen',
  'Receives token #{id} of {name} taken from {from}': 'Ontvangt token #{id} van {name}, genomen van {from}',
  'With {bytes} bytes of data for the receiver': 'Met {bytes} bytes aan gegevens voor de ontvanger',
  'Deploys {bytes} bytes of code': 'Zet {bytes} bytes aan code op de chain',
  '{router} (declared by this network)': '{router} (opgegeven door dit netwerk)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Roept een contract aan (niet geverifieerd): het zou elk van je bezittingen kunnen verplaatsen · functie {selector}',
  'Token contract ({symbol})': 'Tokencontract ({symbol})',
  'Token contract': 'Tokencontract',
  'The Uniswap router': 'De Uniswap-router',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'De blockchain gaf de decimalen van deze token niet op: ruwe eenheden',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Precies {paid} swappen voor elke hoeveelheid {token} (geen minimum: je ontvangt mogelijk niets)',
  'Swap exactly {paid} for at least {received}': 'Precies {paid} swappen voor minstens {received}',
  'Swap at most {paid} for exactly {received}': 'Hoogstens {paid} swappen voor precies {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Hoogstens {paid} swappen voor precies {received} (wat niet wordt gebruikt, gaat terug naar de verzender)',
  'Wraps the {symbol} paid ({token})': 'Wrapt de betaalde {symbol} ({token})',
  'Pays {token}': 'Betaalt {token}',
  'Unwrapped into {symbol} ({token})': 'Uitgepakt naar {symbol} ({token})',
  'Receives {token}': 'Ontvangt {token}',
  'Through {token}': 'Via {token}',
  'Receives {amount}: this wallet': 'Ontvangt {amount}: deze wallet',
  'Receives {amount}: NOT this wallet': 'Ontvangt {amount}: NIET deze wallet',
  'any amount of {token}': 'elke hoeveelheid {token}',
  'at least {amount}': 'minstens {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Voor tokens die bij elke verplaatsing kosten inhouden: de grens wordt gecontroleerd op wat aankomt',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Geen deadline: de router accepteert het op elk moment, tegen de prijs van dat moment',
  'Valid until {deadline}': 'Geldig tot {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Mag {name} van deze wallet uitgeven (token {token}), {until}',
  'no end date (0)': 'zonder einddatum (0)',
  'never expires': 'verloopt nooit',
  'until {date}': 'tot {date}',
  '{amount} raw units': '{amount} ruwe eenheden',
  'unlimited {token}': 'onbeperkt {token}',
  'all tokens': 'alle tokens',
  none: 'geen',
  'token #{id}': 'token #{id}',
  '{count} × token #{id}': '{count} × token #{id}',
  'at most {amount}': 'hoogstens {amount}',
  Unlimited: 'Onbeperkt',
  'Up to {amount}': 'Tot {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'De huur ervan (bedrag onbekend: de mint heeft extensies)',
  'All of its SOL (amount unknown)': 'Alle SOL ervan (bedrag onbekend)',
  'Amount unknown': 'Bedrag onbekend',
} satisfies Dictionary
