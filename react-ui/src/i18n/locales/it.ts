import type { Dictionary } from '../dictionary.js'

// Italian, addressing the reader as "tu" as Italian wallet apps do; "wallet" (masculine) is the word
// Italian crypto apps use. Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay as
// they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Rete non trovata',
  'Network not found': 'La rete non è stata trovata',
  'Invalid App Configuration': "Configurazione dell'app non valida",
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origine non consentita: aggiungi questa origine al tuo progetto nella dashboard.',
  'Network Error': 'Errore di rete',
  'Failed to load the embedded wallet.': 'Impossibile caricare il wallet integrato.',
  'Embedded Wallet Request Timed Out': 'Timeout del wallet integrato',
  'The embedded wallet did not answer in time.': 'Il wallet integrato non ha risposto in tempo.',
  'Session Expired': 'Sessione scaduta',
  'Your session expired: connect again.': 'La tua sessione è scaduta: collegati di nuovo.',
  'Invalid Project ID': 'ID progetto non valido',
  'The project id was refused: check it on the dashboard.':
    "L'ID progetto è stato rifiutato: controllalo nella dashboard.",
  'Project ID Not Configured': 'ID progetto non configurato',
  'No project id is set: remote features are off (basic mode).':
    'Nessun ID progetto impostato: le funzioni remote sono disattivate (modalità base).',
  'No Allowed Origins': 'Nessuna origine consentita',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    "Non è stato possibile leggere alcuna origine consentita per questo progetto: aggiungi al progetto l'origine di questo sito. L'accesso con email e con social potrebbe non funzionare qui.",
  'Server Error': 'Errore del server',
  'The server answered with an error.': 'Il server ha risposto con un errore.',
  'Rate Limited': 'Limite di richieste raggiunto',
  'Too many requests: try again later.': 'Troppe richieste: riprova più tardi.',
  'iframe load failed': "Caricamento dell'iframe non riuscito",
  'The login frame did not load.': 'Il riquadro di accesso non si è caricato.',
  'iframe request timeout': "Timeout della richiesta all'iframe",
  'The login frame did not answer in time.': 'Il riquadro di accesso non ha risposto in tempo.',
  'unverified domain': 'Dominio non verificato',
  'This domain is not verified.': 'Questo dominio non è verificato.',
  'Multi-Wallet Not Enabled': 'Multi-wallet non attivo',
  'This site connects one wallet at a time.': 'Questo sito collega un solo wallet alla volta.',
  'Local configuration ignored': 'Configurazione locale ignorata',
  'Remote configuration loaded: local feature settings are ignored.':
    'Configurazione remota caricata: le impostazioni locali delle funzioni vengono ignorate.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'La configurazione locale di {features} è stata ignorata perché è stata caricata la configurazione remota: gestisci queste funzioni nella dashboard del progetto.',
  'This payment request is not valid: {reason}': 'Questa richiesta di pagamento non è valida: {reason}',
  'Session not yet valid': 'Sessione non ancora valida',
  "The device clock is behind: check the device's date and time.":
    "L'orologio del dispositivo è indietro: controlla la data e l'ora del dispositivo.",
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    "l'approvazione va a {to}, non al contratto {symbol} {token}",
  "the approval sends {wei} wei of the network's coin":
    "l'approvazione invia {wei} wei della moneta nativa della rete",
  'the approval is not an approval of exactly {amount}':
    "l'approvazione non è un'approvazione di esattamente {amount}",
  "the approval lets {spender} spend, not the network's swap router {router}":
    "l'approvazione consente a {spender} di spendere, non al router di scambio della rete {router}",
  'the swap is sent from {from}, not from {account}': 'lo swap viene inviato da {from}, non da {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'lo swap invia {wei} wei della moneta nativa della rete, non {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    "lo swap va a {to}, non a {spender}, a cui l'approvazione consente di spendere",
  "the swap goes to {to}, not to the network's swap router {router}":
    'lo swap va a {to}, non al router di scambio della rete {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'lo swap non è uno degli swap del router per un importo esatto',
  'the swap ({function}) does not pay {from} for {to}': 'lo swap ({function}) non paga {from} per {to}',
  'the swap pays {amount}, not the amount shown': "lo swap paga {amount}, non l'importo mostrato",
  "the swap's path starts at {address}, not at {symbol}":
    'il percorso dello swap inizia da {address}, non da {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'il percorso dello swap finisce a {address}, non a {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'lo swap paga quello che dà a {to}, non a {account}',
  'the swap’s deadline has passed': 'la scadenza dello swap è passata',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Codice di stato HTTP: {status}',
  'Please try again after {seconds} seconds': 'Riprova tra {seconds} secondi',
  'Error registering name {name}': 'Errore durante la registrazione del nome {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin non inoltra pagamenti così piccoli: invia almeno {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Il trasferimento non è riuscito sulla rete ({error}); la sua commissione è stata pagata',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Impossibile caricare i token da scambiare: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Impossibile ottenere una quotazione per {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Nessuna quotazione per {from} → {to}: il servizio di scambio non offre alcun percorso',
  'Could not read your {symbol} balance from the chain':
    'Impossibile leggere il tuo saldo di {symbol} dalla blockchain',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Impossibile stimare la commissione di rete, quindi Max non può lasciarla: inserisci l’importo tenendo qualcosa per la commissione',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    "Impossibile leggere quanti {symbol} l'exchange può spendere: {reason}",
  'You rejected the approval of {symbol} in your wallet':
    "Hai rifiutato l'approvazione di {symbol} nel tuo wallet",
  'The approval of {symbol} failed: {reason}': "L'approvazione di {symbol} non è riuscita: {reason}",
  'The approval of {symbol} was sent but not confirmed in time':
    "L'approvazione di {symbol} è stata inviata ma non confermata in tempo",
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    "L'approvazione di {symbol} non è riuscita sulla blockchain (annullata): lo scambio non è stato inviato. La commissione di rete è stata pagata.",
  'Could not build the swap: {reason}': 'Impossibile preparare lo scambio: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Il servizio di scambio ha preparato una transazione che non è lo scambio mostrato, quindi non è stata inviata: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Il prezzo è cambiato: lo scambio darebbe meno di {minimum} (il minimo mostrato, {slippage} % di slippage). Controlla la nuova quotazione.',
  'The swap failed: {reason}': 'Lo scambio non è riuscito: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    "Hai rifiutato l'approvazione di {symbol} e lo scambio nel tuo wallet",
  'The approval of {symbol} and the swap failed: {reason}':
    "L'approvazione di {symbol} e lo scambio non sono riusciti: {reason}",
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    "L'approvazione di {symbol} e lo scambio non sono riusciti: {reason}. Non è stato approvato né scambiato nulla.",
  'the swap service did not answer': 'il servizio di scambio non ha risposto',
  'the wallet could not send it': 'il wallet non è riuscito a inviarla',
  'the wallet could not send them': 'il wallet non è riuscito a inviarle',
  'the chain does not show it': 'la blockchain non la mostra',
  'You hold no {symbol}': 'Non possiedi {symbol}',

  // The modal's frame
  Back: 'Indietro',
  Close: 'Chiudi',
  'This step must be completed before closing': 'Completa questo passaggio prima di chiudere',

  // View titles (the header), one per view
  'Connect wallet': 'Collega wallet',
  Account: 'Account',
  'All wallets': 'Tutti i wallet',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Rete non supportata',
  'Choose network': 'Scegli la rete',
  'Get a wallet': 'Ottieni un wallet',
  'Switch network': 'Cambia rete',
  'Switch chain': 'Cambia blockchain',
  'Choose a name': 'Scegli un nome',
  'Name registered': 'Nome registrato',
  'Email login': 'Accesso con email',
  'Update email': "Aggiorna l'email",
  'Social login': 'Accesso con social',
  Farcaster: 'Farcaster',
  Wallets: 'Wallet',
  'Buy crypto': 'Acquista cripto',
  Receive: 'Ricevi',
  Send: 'Invia',
  'Sign in': 'Accedi',
  Swap: 'Scambia',
  Pay: 'Paga',
  'Approve transaction': 'Approva la transazione',

  // Shared
  'Try again': 'Riprova',
  Cancel: 'Annulla',
  'Loading…': 'Caricamento…',
  Copied: 'Copiato',
  "Couldn't copy": 'Impossibile copiare',
  'Copy address': 'Copia indirizzo',
  'Copy link': 'Copia link',

  // The page's buttons
  'Connecting…': 'Connessione…',
  'Select network': 'Seleziona la rete',

  // Connect
  'Loading sign-in options…': 'Caricamento delle opzioni di accesso…',
  'New to wallets?': 'Non hai un wallet?',
  'Get one': 'Ottienine uno',
  Recent: 'Recenti',
  Installed: 'Installati',
  Featured: 'In evidenza',
  'More wallets': 'Altri wallet',
  External: 'Esterni',
  Recommended: 'Consigliati',
  'Continue with email': 'Continua con email',
  'Continue with a social account': 'Continua con un account social',
  'Continue with {provider}': 'Continua con {provider}',

  // All wallets
  'Search wallets': 'Cerca wallet',
  Search: 'Cerca',
  'Certified only': 'Solo certificati',
  Certified: 'Certificato',
  'Loading wallets': 'Caricamento dei wallet',
  'Loading more wallets': 'Caricamento di altri wallet',
  'No wallet found': 'Nessun wallet trovato',
  'Nothing matches “{query}”.': 'Nessun risultato per “{query}”.',
  'Nothing matches “{query}” among certified wallets.':
    'Nessun risultato per “{query}” tra i wallet certificati.',
  'The directory has no wallets.': 'La directory non contiene wallet.',
  'The directory has no wallets among certified wallets.': 'La directory non contiene wallet certificati.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} wallet|many: {count} di wallet|other: {count} wallet',
  'Wallet directory not configured': 'Directory dei wallet non configurata',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    "Per sfogliare e cercare tutti i wallet serve la directory dei wallet: imposta un ID progetto e l'URL della sua API.",

  // Account
  'Approve the request in your wallet.': 'Approva la richiesta nel tuo wallet.',
  'Network:': 'Rete:',
  'Email:': 'Email:',
  Update: 'Aggiorna',
  'Smart account': 'Smart account',
  'Switch to smart account': 'Passa allo smart account',
  'Switching to your smart account…': 'Passaggio al tuo smart account…',
  Wallet: 'Wallet',
  'Wallets:': 'Wallet:',
  'View on explorer': "Vedi nell'explorer",
  Disconnect: 'Disconnetti',
  Accounts: 'Account',
  Payment: 'Pagamenti',
  Ordinals: 'Ordinals',
  'Copy payment address': "Copia l'indirizzo dei pagamenti",
  'Copy ordinals address': "Copia l'indirizzo Ordinals",
  'Other addresses': 'Altri indirizzi',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Reti non collegate',
  'Switch to {network}': 'Passa a {network}',
  'Loading balance…': 'Caricamento del saldo…',
  'Balance unavailable': 'Saldo non disponibile',
  Tokens: 'Token',
  Total: 'Totale',
  Unknown: 'Sconosciuto',
  'Loading tokens…': 'Caricamento dei token…',
  'Token balances are unavailable.': 'I saldi dei token non sono disponibili.',
  'No tokens on this network yet.': 'Ancora nessun token su questa rete.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Caricamento degli NFT…',
  'NFTs are unavailable.': 'Gli NFT non sono disponibili.',
  'No NFTs on this network yet.': 'Ancora nessun NFT su questa rete.',
  Activity: 'Attività',
  'Loading activity…': "Caricamento dell'attività…",
  'No activity on this network yet.': 'Ancora nessuna attività su questa rete.',
  'Show more': 'Mostra altro',
  Failed: 'Non riuscita',
  Pending: 'In sospeso',

  // Networks, switching, connecting ('the network' completes "Passa a …" and "Ora sei su …", 'your
  // wallet' "… con …")
  Networks: 'Reti',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    "Il tuo wallet è su una rete che quest'app non supporta. Scegline una qui sotto.",
  "This app doesn't support your current network. Switch to an available option to continue.":
    "Quest'app non supporta la tua rete attuale. Passa a una rete disponibile per continuare.",
  'the network': 'questa rete',
  'Approve in wallet': 'Approva nel wallet',
  'Switch to {network} in {wallet}': 'Passa a {network} in {wallet}',
  'Switched to {network}': 'Ora sei su {network}',
  'your wallet': 'il tuo wallet',
  'Connected to {wallet}': 'Collegato con {wallet}',
  'Continue in {wallet}': 'Continua con {wallet}',
  'Accept the connection request in your wallet.': 'Accetta la richiesta di connessione nel tuo wallet.',
  '{namespace} wallet needed': 'Serve un wallet {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Per usare {network}, collega un wallet che supporti le reti {namespace}.',
  'Your current wallet is on {namespace}.': 'Il tuo wallet attuale è su {namespace}.',

  // Connecting over WalletConnect ('wallet' completes "Apri nell'app …" and "Apri l'app …")
  wallet: 'del wallet',
  'Approved in {wallet}': 'Approvato con {wallet}',
  'Scan with {wallet}': 'Scansiona con {wallet}',
  'Scan with your phone': 'Scansiona con il telefono',
  'Reconnecting to WalletConnect…': 'Riconnessione a WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} apre questo sito nel proprio browser, dove si collega direttamente.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Il tuo wallet apre questo sito nel proprio browser, dove si collega direttamente.',
  'Open in {wallet}': "Apri nell'app {wallet}",
  'Open {wallet}': "Apri l'app {wallet}",
  'Preparing the link…': 'Preparazione del link…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'In attesa che il relay di WalletConnect crei un codice di abbinamento…',
  'Approve the connection in your wallet, then come back here.':
    'Approva la connessione nel tuo wallet, poi torna qui.',
  'Get a new link': 'Genera un nuovo link',
  'Wallet not opening? Copy the link': 'Il wallet non si apre? Copia il link',
  'Copy the link into your wallet': 'Copia il link nel tuo wallet',
  'QR code to connect {wallet}': 'Codice QR per collegare {wallet}',
  'QR code to connect your wallet': 'Codice QR per collegare il tuo wallet',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Scansionalo con la fotocamera del telefono o con lo scanner del tuo wallet.',
  "Can't scan? Copy the link": 'Non riesci a scansionare? Copia il link',
  'Get a new QR code': 'Genera un nuovo codice QR',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Sfoglia tutti i wallet',
  'No wallet to suggest': 'Nessun wallet da suggerire',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    "La directory dei wallet non indica dove ottenerli. Cerca un'app wallet nello store del tuo telefono o un'estensione wallet in quello del tuo browser.",
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Un wallet custodisce le tue cripto e ti fa accedere ad app come questa, senza password da ricordare. Ottienine uno, poi torna qui per collegarlo.',
  'Loading wallets…': 'Caricamento dei wallet…',
  Extension: 'Estensione',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Sito web',
  'browser extension': 'estensione del browser',
  'iOS app': 'app per iOS',
  'Android app': 'app per Android',
  website: 'sito web',
  '{wallet} {link} (opens in a new tab)': '{link} di {wallet} (si apre in una nuova scheda)',
  'Close notification': 'Chiudi notifica',
  'Notifications (Alt+T)': 'Notifiche (Alt+T)',
  'Dismiss alert': 'Ignora avviso',

  // Email, social and Farcaster login ('your new email' completes "… all'indirizzo …")
  Continue: 'Continua',
  'No code?': 'Non hai ricevuto il codice?',
  'Send another': 'Invia di nuovo',
  'Your email': 'La tua email',
  'Enter the code sent to {email}': "Inserisci il codice inviato all'indirizzo {email}",
  'Sending a code to {email}…': "Invio di un codice all'indirizzo {email}…",
  'Approve this device from the email sent to {email}.':
    "Approva questo dispositivo dall'email inviata all'indirizzo {email}.",
  'Checking the code…': 'Verifica del codice…',
  'Signing you in…': 'Accesso in corso…',
  'Email login is not set up': "L'accesso con email non è configurato",
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Questo sito non ha un wallet integrato per farti accedere con email. Collega invece un wallet.',
  'New email': 'Nuova email',
  'your new email': 'che hai indicato',
  'One moment…': 'Un momento…',
  'This site has no embedded wallet whose email could change.':
    "Questo sito non ha un wallet integrato di cui poter cambiare l'email.",
  'Taking you to {provider}…': 'Ti stiamo portando su {provider}…',
  'Logging you in with {provider}…': 'Accesso con {provider} in corso…',
  'Logged in with {provider}.': 'Accesso effettuato con {provider}.',
  'Log in with {provider} in the window that opened.':
    'Accedi con {provider} nella finestra che si è aperta.',
  'Social login is not set up': "L'accesso con social non è configurato",
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Questo sito non ha un wallet integrato per farti accedere con un account social. Collega invece un wallet.',
  'QR code to log in with Farcaster': 'Codice QR per accedere con Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    "Scansionalo con la fotocamera del telefono, poi approva l'accesso nell'app Farcaster.",
  'Loading your Farcaster account…': 'Caricamento del tuo account Farcaster…',
  'Farcaster login is not set up': "L'accesso con Farcaster non è configurato",
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Questo sito non ha un wallet integrato per farti accedere con Farcaster. Collega invece un wallet.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Accesso',
  'This site': 'Questo sito',
  '{app} needs to connect to your wallet': '{app} deve collegarsi al tuo wallet',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Firma questo messaggio per dimostrare che {address} è tuo. Non costa nulla e non invia alcuna transazione.',
  'Approve the signature in your wallet': 'Approva la firma nel tuo wallet',
  Sign: 'Firma',
  'Message to sign': 'Messaggio da firmare',
  'No transaction to approve': 'Nessuna transazione da approvare',
  'Nothing is waiting for your approval.': "Non c'è nulla in attesa della tua approvazione.",
  Warnings: 'Avvisi',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Dopo questa, è in attesa ancora {count} transazione|many: Dopo questa, sono in attesa ancora {count} di transazioni|other: Dopo questa, sono in attesa ancora {count} transazioni',
  'Approve the transaction in your wallet': 'Approva la transazione nel tuo wallet',
  Approve: 'Approva',
  Decline: 'Rifiuta',
  Done: 'Fatto',
  '{namespace} wallets': 'Wallet {namespace}',
  'No wallet connected.': 'Nessun wallet collegato.',
  'Connected wallets': 'Wallet collegati',
  Active: 'Attivo',
  'Switch to {wallet}': 'Passa a {wallet}',
  Switch: 'Passa',
  'Disconnect {wallet}': 'Disconnetti {wallet}',
  'Recent wallets': 'Wallet recenti',
  'Connect {wallet}': 'Collega {wallet}',
  Connect: 'Collega',
  'Remove {wallet}': 'Rimuovi {wallet}',
  Remove: 'Rimuovi',
  'Add wallet': 'Aggiungi wallet',
  'Multi-wallet is not set up on this site.': 'Questo sito non è configurato per più wallet.',
  'Your account now goes by this name.': 'Ora il tuo account usa questo nome.',
  'Back to account': "Torna all'account",
  'Names are not set up': 'I nomi non sono configurati',
  'This site does not register names for accounts.': 'Questo sito non registra nomi per gli account.',
  'Registering {name}…': 'Registrazione di {name}…',
  Name: 'Nome',
  Register: 'Registra',
  'At least 4 letters, digits or hyphens.': 'Almeno 4 tra lettere, cifre o trattini.',
  Suggestions: 'Suggerimenti',
  Taken: 'Già in uso',
  Available: 'Disponibile',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Nessun account collegato',
  'Connect a wallet to receive funds.': 'Collega un wallet per ricevere fondi.',
  'QR code of your address': 'Codice QR del tuo indirizzo',
  'Send only on {network}': 'Invia solo su {network}',
  'This address also receives on {networks}': 'Questo indirizzo riceve anche su {networks}',
  'Sending is not set up': "L'invio non è configurato",
  'This site does not send from the modal.': 'Questo sito non invia da questa finestra.',
  'Approve the transaction in your wallet.': 'Approva la transazione nel tuo wallet.',
  Token: 'Token',
  Amount: 'Importo',
  'Amount in {symbol}': 'Importo in {symbol}',
  Max: 'Max',
  To: 'A',
  'Address or name': 'Indirizzo o nome',
  '{name} is': '{name} è',
  'Network fee': 'Commissione di rete',
  'Up to {fee}': 'Fino a {fee}',
  'Receiver gets': 'Il destinatario riceve',
  'Checking the balance and the network fee…': 'Verifica del saldo e della commissione di rete…',
  'Swaps are not set up': 'Gli scambi non sono configurati',
  'This site does not swap from the modal.': 'Questo sito non effettua scambi da questa finestra.',
  'You pay': 'Paghi',
  'You receive': 'Ricevi',
  'You receive at least': 'Ricevi almeno',
  Expected: 'Previsto',
  'Price impact': 'Impatto sul prezzo',
  'Your balance': 'Il tuo saldo',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Stima non disponibile',
  '{fee}, includes the approval': "{fee}, inclusa l'approvazione",
  'Your {symbol} balance does not cover the network fee':
    'Il tuo saldo in {symbol} non copre la commissione di rete',
  'Preparing the swap…': 'Preparazione dello scambio…',
  'Swap sent: waiting for it to be confirmed…': 'Scambio inviato: in attesa di conferma…',
  'Swap again': 'Scambia ancora',
  'Stop waiting': 'Smetti di attendere',
  'Swap the tokens’ places': 'Inverti i token',
  'Getting a quote…': 'Richiesta di una quotazione…',
  'Buying is not set up': "L'acquisto non è configurato",
  'This site does not sell crypto from the modal.': 'Questo sito non vende cripto da questa finestra.',
  'Loading what you can buy…': 'Caricamento di ciò che puoi acquistare…',
  'Your browser blocked the provider’s window.': 'Il browser ha bloccato la finestra del fornitore.',
  'the provider': 'il fornitore',
  'Open {provider} in a new tab': 'Apri {provider} in una nuova scheda',
  'Check again': 'Verifica di nuovo',
  'Back to the form': 'Torna al modulo',
  'Buy more': 'Acquista ancora',
  'Opening {provider}…': 'Apertura in corso: {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    "Completa l'acquisto con {provider} nella finestra che si è aperta. Chiudila quando hai finito.",
  'Waiting for your purchase to arrive…': 'In attesa che arrivi il tuo acquisto…',
  'The provider list could not be loaded: showing the usual currencies.':
    "Impossibile caricare l'elenco dei fornitori: vengono mostrate le valute abituali.",
  'Payment currency': 'Valuta di pagamento',
  'Payment method': 'Metodo di pagamento',
  Card: 'Carta',
  'Bank account': 'Conto bancario',
  'The least you can pay by card is {limit}': 'Con la carta puoi pagare almeno {limit}',
  'The most you can pay by card is {limit}': 'Con la carta puoi pagare al massimo {limit}',
  'The least you can pay by bank account is {limit}': 'Con il conto bancario puoi pagare almeno {limit}',
  'The most you can pay by bank account is {limit}': 'Con il conto bancario puoi pagare al massimo {limit}',
  'You buy': 'Acquisti',
  Provider: 'Fornitore',
  'Enter an amount to see a quote.': 'Inserisci un importo per vedere una quotazione.',
  Buy: 'Acquista',
  'Buy with {provider}': 'Acquista con {provider}',
  'Payments are not set up': 'I pagamenti non sono configurati',
  'This site does not ask for payments from the modal.':
    'Questo sito non richiede pagamenti da questa finestra.',
  'Reading the amount…': "Lettura dell'importo…",
  Network: 'Rete',
  'Copy recipient address': "Copia l'indirizzo del destinatario",
  From: 'Da',
  'up to {fee}': 'fino a {fee}',
  'Estimating…': 'Stima in corso…',
  'Loading the payment…': 'Caricamento del pagamento…',
  'No payment was asked for.': 'Non è stato richiesto alcun pagamento.',
  'Approve the payment of {amount} in your wallet': 'Approva il pagamento di {amount} nel tuo wallet',
  'Reading the payment from the network…': 'Lettura del pagamento dalla rete…',
  'Payment sent: waiting for it to be confirmed…': 'Pagamento inviato: in attesa di conferma…',
  'Paid {amount}.': 'Hai pagato {amount}.',
  Transaction: 'Transazione',
  'Pay from': 'Paga da',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Non basta per importo e commissione di rete: servono {needed} {symbol}, disponibili {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Non basta per l’importo: servono {needed} {symbol}, disponibili {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Non basta per la commissione di rete: servono {needed} {symbol}, disponibili {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Paghi {paid} · Ricevi circa {received} · commissione {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Paghi {paid} · stima: {provider} mostra cosa ricevi e la commissione',
  '{amount} arrived in your wallet': 'Hai ricevuto {amount} nel tuo wallet',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — alto: ricevi molto meno del prezzo del pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insufficienti: servono {needed} {symbol}, disponibili {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} insufficienti: servono {needed} {symbol} con la commissione di rete, disponibili {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} ha al massimo {decimals} decimali',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Approva {symbol} nel tuo wallet ({step} di {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Scambia {from} con {to} nel tuo wallet ({step} di {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Approva {from} e scambialo con {to} nel tuo wallet (una sola richiesta)',
  'Swapped {paid} for at least {received}.': 'Hai scambiato {paid} per almeno {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    "Lo scambio non è riuscito sulla blockchain (annullato): non è stato scambiato nulla e la commissione di rete è stata pagata. L'approvazione che consente all'exchange di spendere {amount} resta valida.",
  'No address is registered for {name} on {network}': 'Nessun indirizzo registrato per {name} su {network}',
  'This is not a valid {namespace} address': 'Questo non è un indirizzo {namespace} valido',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insufficienti per importo e commissione di rete: servono {needed} {symbol}, disponibili {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    "{symbol} insufficienti per l'importo: servono {needed} {symbol}, disponibili {available} {symbol}",
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insufficienti per la commissione di rete: servono {needed} {symbol}, disponibili {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    "Include {amount} per aprire l'account {symbol} del destinatario",
  'About {amount}': 'Circa {amount}',
  'At most {amount}': 'Al massimo {amount}',
  '{amount} plus the network fee': '{amount} più la commissione di rete',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Connessione rifiutata',
  'Failed to connect': 'Connessione non riuscita',
  'Network switch rejected': 'Cambio di rete rifiutato',
  'Signature declined': 'Firma rifiutata',
  'Popup closed': 'Finestra popup chiusa',
  'Request was aborted': 'La richiesta è stata annullata',
  'Another request is waiting for the wallet': "Un'altra richiesta è in attesa nel wallet",
  'The wallet did not share that account with this site':
    "Il wallet non ha condiviso quell'account con questo sito",
  'The connector does not support any of the requested chains':
    'Il wallet non supporta nessuna delle blockchain richieste',
  'Failed to initiate social connection': "Impossibile avviare l'accesso con social",
  'Failed to connect to farcaster': 'Connessione a Farcaster non riuscita',
  'Token Balance Unavailable': 'Saldo dei token non disponibile',
  'Failed to fetch transactions': 'Impossibile recuperare le transazioni',
  'Something went wrong': 'Qualcosa è andato storto',
  'Address copied': 'Indirizzo copiato',
  'No wallets found': 'Nessun wallet trovato',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    "Apri questa pagina nel browser della tua app wallet, oppure installa prima un'app wallet.",
  'Install a wallet browser extension, then reload this page.':
    "Installa un'estensione wallet per il browser, poi ricarica questa pagina.",
  // The money views' messages without figures.
  'An amount and receiver address are required': "Servono un importo e l'indirizzo del destinatario",
  'A token is required': 'È richiesto un token',
  'Unsupported chain': 'Blockchain non supportata',
  'Leaves this wallet': 'Esce da questo wallet',
  'Comes into this wallet': 'Entra in questo wallet',
  Fee: 'Commissione',
  'Signed by': 'Firmato da',
  'Fee paid by': 'Commissione pagata da',
  'Could not be read': 'Impossibile da leggere',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    "Inserisci l'importo in cifre, con un punto per i decimali (come 0.5)",
  'Enter an amount above 0': 'Inserisci un importo maggiore di 0',
  'Enter an amount like 100 or 49.99': 'Inserisci un importo come 100 o 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    "L'acquisto non è ancora arrivato. Può richiedere qualche minuto.",
  'The provider’s page could not be opened. Try again.':
    'Impossibile aprire la pagina del fornitore. Riprova.',
  'Nothing can be bought on this network': 'Su questa rete non si può acquistare nulla',
  'Connect an EVM account to swap': 'Collega un account EVM per scambiare',
  'Network not supported for Swaps': 'Rete non supportata per gli scambi',
  'Swaps are not offered in your region': 'Gli scambi non sono disponibili nella tua regione',
  'You rejected the swap in your wallet': 'Hai rifiutato lo scambio nel tuo wallet',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Scambio inviato; non è ancora confermato. Controlla il tuo wallet prima di scambiare di nuovo.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    "L'approvazione e lo scambio non sono riusciti sulla blockchain (annullati insieme): non è stato approvato né scambiato nulla e la commissione di rete è stata pagata.",
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Lo scambio non è riuscito sulla blockchain (annullato): non è stato scambiato nulla e la commissione di rete è stata pagata.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'La commissione ({fee}) supera il pagamento ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'La tariffa di commissione, {rate}, è più di {factor} volte quella della rete, {networkRate}, per il prossimo blocco.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'La commissione è calcolata sugli importi che il sito indica per l’input {inputs}, che firmano altri partecipanti e che nulla dimostra: la commissione pagata può essere diversa. Ciò che esce da questo wallet è esatto.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'La commissione è calcolata sugli importi che il sito indica per gli input {inputs}, che firmano altri partecipanti e che nulla dimostra: la commissione pagata può essere diversa. Ciò che esce da questo wallet è esatto.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Non è stato possibile leggere la tariffa di commissione della rete: confronta la commissione con quella del tuo wallet.',
  'Foyer will not ask your wallet to sign this.': 'Foyer non chiederà al tuo wallet di firmare questo.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'La transazione non ha output: tutto ciò che spende andrebbe in commissione.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Input {index}: il PSBT non indica cosa spende, quindi non si sa cosa esce da questo wallet.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'L’input {index} spende monete di questo wallet senza la sua transazione precedente, quindi il suo importo non può essere verificato: la commissione mostrata potrebbe essere lontana da quella pagata.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'L’input {index} chiede {sighash}: la firma di questo wallet non coprirebbe {part}, quindi il sito potrebbe modificarli dopo la tua approvazione.',
  'the outputs': 'gli output',
  'all but one output': 'tutti gli output tranne uno',
  'the other inputs': 'gli altri input',
  'the outputs or the other inputs': 'gli output né gli altri input',
  'all but one output or the other inputs': 'tutti gli output tranne uno né gli altri input',
  'what this review shows': 'ciò che mostra questo riepilogo',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'L’input {index} dichiara di spendere {stated}, ma la sua transazione precedente paga {paid}: il PSBT si contraddice.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'L’input {index} dichiara di spendere {stated}, ma la sua transazione precedente paga {paid} a un altro script: il PSBT si contraddice.',
  "Unknown: the PSBT does not carry every input's amount":
    'Sconosciuta: il PSBT non riporta l’importo di ogni input',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Sconosciuto: il PSBT non indica cosa spende ogni input di questo wallet',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Questa transazione usa un nonce durevole: non scade mai, quindi può essere inviata in qualsiasi momento, molto dopo la tua approvazione.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'La commissione è pagata da {payer}, non da questo wallet: qualcun altro ha preparato questa transazione e la paga.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer non può sapere quanti SOL ti costa creare {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Questo cede il tuo account al programma {program}: potrebbe poi prendere tutti i tuoi SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Un’autorizzazione illimitata: {delegate} potrebbe prendere tutti i token in {account}, ora o in futuro.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} diventa l’autorità proprietaria di {account}: potrebbe prendere tutti i token al suo interno.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} diventa l’autorità di chiusura di {account}: potrebbe chiuderlo e prenderne i SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} diventa l’autorità {kind} di {account}: potrebbe usare quell’autorità come preferisce.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Chiudere {account} invia i suoi SOL a {destination}, non a questo wallet.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Il programma {program} ha un effetto sconosciuto: potrebbe spostare qualunque parte dei tuoi fondi.',
  'Foyer cannot read this transaction': 'Foyer non può leggere questa transazione',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer non può leggere le tabelle di ricerca degli indirizzi usate da questa transazione',
  'Foyer cannot read an instruction of this transaction':
    'Foyer non può leggere un’istruzione di questa transazione',
  'Leaves this wallet (token account {address})': 'Esce da questo wallet (account token {address})',
  'Leaves this wallet (mint {address})': 'Esce da questo wallet (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} unità grezze (decimali sconosciuti)',
  '{amount} tokens': '{amount} token',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Autorizzazione illimitata: {spender} può spendere tutto il {name} di questo wallet (token {token}), ora e in futuro, finché l’autorizzazione non viene revocata.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} può spostare tutti i token che questo wallet detiene nella collezione {token}, ora e in futuro, finché non viene revocato.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Questo chiama la funzione {selector} di {contract}, che Foyer non può leggere: potrebbe spostare qualsiasi tuo asset.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Autorizzazione illimitata: {spender} può spendere tutto il {name} di questo wallet (token {token}) non appena questo viene firmato.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Questa firma è per la blockchain {chain}, non per {network} (blockchain {walletChain}) dove si trova questo wallet: potrebbe essere usata su quell’altra blockchain.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Nessun minimo: paghi {amount} e potresti non ricevere nulla in cambio.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'I {token} vanno a {receiver}: Foyer non può sapere se è il tuo account.',
  'The {token} go to {receiver}, not to your account.': 'I {token} vanno a {receiver}, non al tuo account.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Il router scambia {symbol} solo tramite il suo WETH ({weth}); questo percorso inizia con {token}: il router rifiuterà questo scambio e verrà spesa solo la commissione di rete.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Il router scambia {symbol} solo tramite il suo WETH ({weth}); questo percorso finisce con {token}: il router rifiuterà questo scambio e verrà spesa solo la commissione di rete.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'La scadenza ({deadline}) è passata: il router rifiuterà questo scambio e verrà spesa solo la commissione di rete.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer non può descrivere questa richiesta: approvala solo se ti fidi di questo sito per ciò che chiede.',
  'Foyer cannot read this request: {reason}.': 'Foyer non può leggere questa richiesta: {reason}.',
  'Send a Bitcoin transaction': 'Invia una transazione Bitcoin',
  'Sign a Bitcoin transaction': 'Firma una transazione Bitcoin',
  Inputs: 'Input',
  Outputs: 'Output',
  'Signed by this wallet': 'Firmato da questo wallet',
  'Back to this wallet': 'Torna a questo wallet',
  'the token': 'token',
  tokens: 'token',
  mint: 'di conio',
  freeze: 'di congelamento',
  'transfer fee config': 'di configurazione della commissione di trasferimento',
  'withheld withdraw': 'di prelievo delle commissioni trattenute',
  'close mint': 'di chiusura del mint',
  'interest rate': 'del tasso di interesse',
  'permanent delegate': 'di delegato permanente',
  'confidential transfer mint': 'di mint dei trasferimenti riservati',
  'transfer hook program': 'di programma hook di trasferimento',
  'confidential transfer fee config': 'di configurazione della commissione dei trasferimenti riservati',
  'metadata pointer': 'di puntatore dei metadati',
  'group pointer': 'di puntatore del gruppo',
  'group member pointer': 'di puntatore del membro del gruppo',
  'scaled UI amount': 'di importo visualizzato in scala',
  pause: 'di pausa',
  'Send a transaction': 'Invia una transazione',
  'Sign a transaction': 'Firma una transazione',
  'Sign a message': 'Firma un messaggio',
  'Sign typed data': 'Firma dati tipizzati',
  'Send calls': 'Invia chiamate',
  'Send 1 call': 'Invia 1 chiamata',
  'Send {count} calls': 'Invia {count} chiamate',
  'Sign {type}': 'Firma {type}',
  'Call {index}': 'Chiamata {index}',
  'Call {index}: {heading}': 'Chiamata {index}: {heading}',
  Sends: 'Invia',
  Moves: 'Sposta',
  Allowance: 'Autorizzazione',
  Operator: 'Operatore',
  'Creates a contract': 'Crea un contratto',
  Request: 'Richiesta',
  Domain: 'Dominio',
  Message: 'Messaggio',
  'Token permit (EIP-2612)': 'Permesso del token (EIP-2612)',
  'Permit2 allowance': 'Autorizzazione Permit2',
  'Permit2 transfer': 'Trasferimento Permit2',
  Instructions: 'Istruzioni',
  owner: 'proprietaria',
  close: 'di chiusura',
  'SOL transfer': 'Trasferimento di SOL',
  '{action} (paid by {payer})': '{action} (pagato da {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Crea un account di {bytes} byte per il programma {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Crea un account di {bytes} byte per il programma {program} (seed "{seed}" di {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Trasferimento di SOL da {from} (seed "{seed}" di {base}, programma {program})',
  'Hands the account to program {program}': 'Consegna l’account al programma {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Consegna l’account (seed "{seed}" di {base}) al programma {program}',
  'Gives the account {bytes} bytes of data': 'Assegna all’account {bytes} byte di dati',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Assegna all’account {bytes} byte (seed "{seed}" di {base}) e lo consegna al programma {program}',
  'Advances the durable nonce of this account': 'Fa avanzare il nonce durevole di questo account',
  'Withdraws SOL from nonce account {nonce}': 'Preleva SOL dall’account nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Rende questo un account nonce di {authority}',
  'Becomes the authority of nonce account {nonce}': 'Diventa l’autorità dell’account nonce {nonce}',
  'Upgrades this nonce account': 'Aggiorna questo account nonce',
  'Token transfer of mint {mint} from {source}': 'Trasferimento di token del mint {mint} da {source}',
  'Token transfer from {source}': 'Trasferimento di token da {source}',
  'May spend tokens of mint {mint} from {source}': 'Può spendere token del mint {mint} da {source}',
  'May spend tokens from {source}': 'Può spendere token da {source}',
  'Burns tokens of mint {mint}': 'Brucia token del mint {mint}',
  'Mints new tokens of mint {mint}': 'Conia nuovi token del mint {mint}',
  'Becomes the {kind} authority of {account}': 'Diventa l’autorità {kind} di {account}',
  'Removes the {kind} authority of this account for good':
    'Rimuove per sempre l’autorità {kind} di questo account',
  'Closes token account {account}; its SOL goes to this address':
    'Chiude l’account token {account}; i suoi SOL vanno a questo indirizzo',
  'Cancels the allowance on this token account': 'Annulla l’autorizzazione su questo account token',
  'Freezes this token account of mint {mint}': 'Congela questo account token del mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Scongela questo account token del mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Aggiorna il saldo di SOL wrapped di questo account token',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Configura un account token del mint {mint}, di proprietà di {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Crea un mint con {decimals} decimali; autorità di conio {authority}, autorità di congelamento {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Crea un mint con {decimals} decimali; autorità di conio {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Crea l’account token di {wallet} per il mint {mint}: un’istruzione precedente lo crea, non si paga nulla',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Crea l’account token di {wallet} per il mint {mint}: esiste già, non si paga nulla',
  'Creates the token account of {wallet} for mint {mint}':
    'Crea l’account token di {wallet} per il mint {mint}',
  'Sets the compute limit to {units} units': 'Imposta il limite di calcolo a {units} unità',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Imposta la commissione di priorità a {price} micro-lamport per unità di calcolo',
  'Asks for a heap of {bytes} bytes': 'Chiede un heap di {bytes} byte',
  "Limits the accounts' data to {bytes} bytes": 'Limita i dati degli account a {bytes} byte',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Chiama un programma che Foyer non può leggere, con il tuo account: effetto sconosciuto, potrebbe spostare qualunque parte dei tuoi fondi',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Chiama un programma che Foyer non può leggere (non riceve il tuo account)',
  'A transaction Foyer cannot read': 'Una transazione che Foyer non può leggere',
  'Receives {name} from this wallet': 'Riceve {name} da questo wallet',
  'Receives {name} taken from {from}': 'Riceve {name} prelevato da {from}',
  'May move token #{id} of this wallet’s {name}': 'Può spostare il token n. {id} di {name} di questo wallet',
  'May spend this wallet’s {name}': 'Può spendere il {name} di questo wallet',
  '{router} may spend this wallet’s {name}': '{router} può spendere il {name} di questo wallet',
  '{action} (added to what it may already spend)': '{action} (in aggiunta a quanto può già spendere)',
  'May move every token this wallet holds in {name} ({token})':
    'Può spostare ogni token che questo wallet possiede in {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Non può più spostare i token di questo wallet in {name}',
  'Receives token #{id} of {name} taken from {from}': 'Riceve il token n. {id} di {name} prelevato da {from}',
  'With {bytes} bytes of data for the receiver': 'Con {bytes} byte di dati per il destinatario',
  'Deploys {bytes} bytes of code': 'Distribuisce {bytes} byte di codice',
  '{router} (declared by this network)': '{router} (dichiarato da questa rete)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Chiama un contratto (non verificato): potrebbe spostare qualsiasi tuo asset · funzione {selector}',
  'Token contract ({symbol})': 'Contratto del token ({symbol})',
  'Token contract': 'Contratto del token',
  'The Uniswap router': 'Il router di Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'La blockchain non ha indicato i decimali di questo token: unità grezze',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Scambia esattamente {paid} con qualsiasi quantità di {token} (nessun minimo: potresti non ricevere nulla)',
  'Swap exactly {paid} for at least {received}': 'Scambia esattamente {paid} con almeno {received}',
  'Swap at most {paid} for exactly {received}': 'Scambia al massimo {paid} con esattamente {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Scambia al massimo {paid} con esattamente {received} (ciò che non viene usato torna al mittente)',
  'Wraps the {symbol} paid ({token})': 'Esegue il wrap degli {symbol} pagati ({token})',
  'Pays {token}': 'Paga {token}',
  'Unwrapped into {symbol} ({token})': 'Convertito in {symbol} con unwrap ({token})',
  'Receives {token}': 'Riceve {token}',
  'Through {token}': 'Tramite {token}',
  'Receives {amount}: this wallet': 'Riceve {amount}: questo wallet',
  'Receives {amount}: NOT this wallet': 'Riceve {amount}: NON questo wallet',
  'any amount of {token}': 'qualsiasi quantità di {token}',
  'at least {amount}': 'almeno {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Per i token che trattengono una commissione quando vengono spostati: il limite è verificato su ciò che arriva',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Nessuna scadenza: il router lo accetta in qualsiasi momento, al prezzo di quel momento',
  'Valid until {deadline}': 'Valido fino al {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Può spendere il {name} di questo wallet (token {token}), {until}',
  'no end date (0)': 'senza data di fine (0)',
  'never expires': 'non scade mai',
  'until {date}': 'fino al {date}',
  '{amount} raw units': '{amount} unità grezze',
  'unlimited {token}': 'quantità illimitata di {token}',
  'all tokens': 'tutti i token',
  none: 'nessuno',
  'token #{id}': 'token n. {id}',
  '{count} × token #{id}': '{count} × token n. {id}',
  'at most {amount}': 'al massimo {amount}',
  Unlimited: 'Illimitato',
  'Up to {amount}': 'Fino a {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Il suo affitto (importo sconosciuto: il mint ha estensioni)',
  'All of its SOL (amount unknown)': 'Tutti i suoi SOL (importo sconosciuto)',
  'Amount unknown': 'Importo sconosciuto',
} satisfies Dictionary
