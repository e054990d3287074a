import type { Dictionary } from '../dictionary.js'

// German, addressing the reader as "du" as German wallet apps do, buttons in the infinitive ("Wallet
// verbinden"). "Wallet" is feminine ("die Wallet"), as German wallet apps say it. Product and protocol
// names (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Netzwerk nicht gefunden',
  'Network not found': 'Netzwerk wurde nicht gefunden',
  'Invalid App Configuration': 'Ungültige App-Konfiguration',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origin nicht zugelassen: Füge diese Origin im Dashboard zu deinem Projekt hinzu.',
  'Network Error': 'Netzwerkfehler',
  'Failed to load the embedded wallet.': 'Die eingebettete Wallet konnte nicht geladen werden.',
  'Embedded Wallet Request Timed Out': 'Zeitüberschreitung der eingebetteten Wallet',
  'The embedded wallet did not answer in time.': 'Die eingebettete Wallet hat nicht rechtzeitig geantwortet.',
  'Session Expired': 'Sitzung abgelaufen',
  'Your session expired: connect again.': 'Deine Sitzung ist abgelaufen: Verbinde dich erneut.',
  'Invalid Project ID': 'Ungültige Projekt-ID',
  'The project id was refused: check it on the dashboard.':
    'Die Projekt-ID wurde abgelehnt: Prüfe sie im Dashboard.',
  'Project ID Not Configured': 'Projekt-ID nicht eingerichtet',
  'No project id is set: remote features are off (basic mode).':
    'Keine Projekt-ID festgelegt: Remote-Funktionen sind aus (Basismodus).',
  'No Allowed Origins': 'Keine zugelassenen Origins',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Für dieses Projekt konnte keine zugelassene Origin gelesen werden: Füge die Origin dieser Seite zum Projekt hinzu. Die Anmeldung per E-Mail und mit Social-Media-Konto funktioniert hier eventuell nicht.',
  'Server Error': 'Serverfehler',
  'The server answered with an error.': 'Der Server hat mit einem Fehler geantwortet.',
  'Rate Limited': 'Anfragelimit erreicht',
  'Too many requests: try again later.': 'Zu viele Anfragen: Versuche es später erneut.',
  'iframe load failed': 'iframe konnte nicht geladen werden',
  'The login frame did not load.': 'Der Anmelde-Frame wurde nicht geladen.',
  'iframe request timeout': 'Zeitüberschreitung beim iframe',
  'The login frame did not answer in time.': 'Der Anmelde-Frame hat nicht rechtzeitig geantwortet.',
  'unverified domain': 'Nicht verifizierte Domain',
  'This domain is not verified.': 'Diese Domain ist nicht verifiziert.',
  'Multi-Wallet Not Enabled': 'Multi-Wallet nicht aktiviert',
  'This site connects one wallet at a time.': 'Diese Seite verbindet jeweils nur eine Wallet.',
  'Local configuration ignored': 'Lokale Konfiguration ignoriert',
  'Remote configuration loaded: local feature settings are ignored.':
    'Remote-Konfiguration geladen: Lokale Funktionseinstellungen werden ignoriert.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Die lokale Konfiguration für {features} wurde ignoriert, weil die Remote-Konfiguration geladen wurde: Verwalte diese Funktionen im Dashboard des Projekts.',
  'This payment request is not valid: {reason}': 'Diese Zahlungsanfrage ist ungültig: {reason}',
  'Session not yet valid': 'Sitzung noch nicht gültig',
  "The device clock is behind: check the device's date and time.":
    'Die Uhr des Geräts geht nach: Prüfe Datum und Uhrzeit des Geräts.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'die Freigabe geht an {to}, nicht an den {symbol}-Contract {token}',
  "the approval sends {wei} wei of the network's coin": 'die Freigabe sendet {wei} Wei des Netzwerk-Coins',
  'the approval is not an approval of exactly {amount}': 'die Freigabe gibt nicht genau {amount} frei',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'die Freigabe lässt {spender} ausgeben, nicht den Swap-Router des Netzwerks {router}',
  'the swap is sent from {from}, not from {account}':
    'der Swap wird von {from} gesendet, nicht von {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'der Swap sendet {wei} Wei des Netzwerk-Coins, nicht {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'der Swap geht an {to}, nicht an {spender}, dem die Freigabe das Ausgeben erlaubt',
  "the swap goes to {to}, not to the network's swap router {router}":
    'der Swap geht an {to}, nicht an den Swap-Router des Netzwerks {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'der Swap ist keiner der Swaps des Routers über einen genauen Betrag',
  'the swap ({function}) does not pay {from} for {to}': 'der Swap ({function}) zahlt nicht {from} für {to}',
  'the swap pays {amount}, not the amount shown': 'der Swap zahlt {amount}, nicht den angezeigten Betrag',
  "the swap's path starts at {address}, not at {symbol}":
    'der Pfad des Swaps beginnt bei {address}, nicht bei {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'der Pfad des Swaps endet bei {address}, nicht bei {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'der Swap zahlt, was er gibt, an {to}, nicht an {account}',
  'the swap’s deadline has passed': 'die Frist des Swaps ist abgelaufen',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'HTTP-Statuscode: {status}',
  'Please try again after {seconds} seconds': 'Bitte versuche es in {seconds} Sekunden erneut',
  'Error registering name {name}': 'Fehler beim Registrieren des Namens {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin leitet so kleine Zahlungen nicht weiter: Sende mindestens {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Die Überweisung ist im Netzwerk fehlgeschlagen ({error}); ihre Gebühr wurde bezahlt',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}':
    'Die Token zum Tauschen konnten nicht geladen werden: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Für {from} → {to} konnte kein Angebot eingeholt werden: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Kein Angebot für {from} → {to}: Der Tauschdienst bietet keine Route an',
  'Could not read your {symbol} balance from the chain':
    'Dein {symbol}-Guthaben konnte nicht von der Blockchain gelesen werden',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Die Netzwerkgebühr konnte nicht geschätzt werden, daher kann Max sie nicht freihalten: Gib den Betrag ein und lass etwas für die Gebühr übrig',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Es konnte nicht gelesen werden, wie viel {symbol} die Exchange ausgeben darf: {reason}',
  'You rejected the approval of {symbol} in your wallet':
    'Du hast die Freigabe von {symbol} in deiner Wallet abgelehnt',
  'The approval of {symbol} failed: {reason}': 'Die Freigabe von {symbol} ist fehlgeschlagen: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'Die Freigabe von {symbol} wurde gesendet, aber nicht rechtzeitig bestätigt',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'Die Freigabe von {symbol} ist auf der Blockchain fehlgeschlagen (rückgängig gemacht): Der Tausch wurde nicht gesendet. Die Netzwerkgebühr wurde bezahlt.',
  'Could not build the swap: {reason}': 'Der Tausch konnte nicht erstellt werden: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'Der Tauschdienst hat eine Transaktion erstellt, die nicht der angezeigte Tausch ist, daher wurde sie nicht gesendet: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'Der Preis hat sich geändert: Der Tausch würde weniger als {minimum} ergeben (das angezeigte Minimum, {slippage} % Slippage). Prüfe das neue Angebot.',
  'The swap failed: {reason}': 'Der Tausch ist fehlgeschlagen: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Du hast die Freigabe von {symbol} und den Tausch in deiner Wallet abgelehnt',
  'The approval of {symbol} and the swap failed: {reason}':
    'Freigabe von {symbol} und Tausch sind fehlgeschlagen: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'Freigabe von {symbol} und Tausch sind fehlgeschlagen: {reason}. Nichts wurde freigegeben oder getauscht.',
  'the swap service did not answer': 'der Tauschdienst hat nicht geantwortet',
  'the wallet could not send it': 'die Wallet konnte sie nicht senden',
  'the wallet could not send them': 'die Wallet konnte sie nicht senden',
  'the chain does not show it': 'die Blockchain zeigt sie nicht',
  'You hold no {symbol}': 'Du hast kein {symbol}',

  // The modal's frame
  Back: 'Zurück',
  Close: 'Schließen',
  'This step must be completed before closing': 'Schließe diesen Schritt ab, bevor du das Fenster schließt',

  // View titles (the header), one per view
  'Connect wallet': 'Wallet verbinden',
  Account: 'Konto',
  'All wallets': 'Alle Wallets',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Nicht unterstütztes Netzwerk',
  'Choose network': 'Netzwerk wählen',
  'Get a wallet': 'Wallet holen',
  'Switch network': 'Netzwerk wechseln',
  'Switch chain': 'Chain wechseln',
  'Choose a name': 'Namen wählen',
  'Name registered': 'Name registriert',
  'Email login': 'Anmeldung per E-Mail',
  'Update email': 'E-Mail-Adresse ändern',
  'Social login': 'Anmeldung mit Social-Media-Konto',
  Farcaster: 'Farcaster',
  Wallets: 'Wallets',
  'Buy crypto': 'Krypto kaufen',
  Receive: 'Empfangen',
  Send: 'Senden',
  'Sign in': 'Anmelden',
  Swap: 'Tauschen',
  Pay: 'Bezahlen',
  'Approve transaction': 'Transaktion bestätigen',

  // Shared
  'Try again': 'Erneut versuchen',
  Cancel: 'Abbrechen',
  'Loading…': 'Wird geladen…',
  Copied: 'Kopiert',
  "Couldn't copy": 'Kopieren fehlgeschlagen',
  'Copy address': 'Adresse kopieren',
  'Copy link': 'Link kopieren',

  // The page's buttons
  'Connecting…': 'Wird verbunden…',
  'Select network': 'Netzwerk auswählen',

  // Connect
  'Loading sign-in options…': 'Anmeldeoptionen werden geladen…',
  'New to wallets?': 'Noch keine Wallet?',
  'Get one': 'Wallet holen',
  Recent: 'Zuletzt verwendet',
  Installed: 'Installiert',
  Featured: 'Im Fokus',
  'More wallets': 'Weitere Wallets',
  External: 'Extern',
  Recommended: 'Empfohlen',
  'Continue with email': 'Weiter mit E-Mail',
  'Continue with a social account': 'Weiter mit einem Social-Media-Konto',
  'Continue with {provider}': 'Weiter mit {provider}',

  // All wallets
  'Search wallets': 'Wallets suchen',
  Search: 'Suchen',
  'Certified only': 'Nur zertifizierte',
  Certified: 'Zertifiziert',
  'Loading wallets': 'Wallets werden geladen',
  'Loading more wallets': 'Weitere Wallets werden geladen',
  'No wallet found': 'Keine Wallet gefunden',
  'Nothing matches “{query}”.': 'Keine Treffer für „{query}“.',
  'Nothing matches “{query}” among certified wallets.':
    'Keine Treffer für „{query}“ unter den zertifizierten Wallets.',
  'The directory has no wallets.': 'Das Verzeichnis enthält keine Wallets.',
  'The directory has no wallets among certified wallets.':
    'Das Verzeichnis enthält keine zertifizierten Wallets.',
  'one: {count} wallet|other: {count} wallets': 'one: {count} Wallet|other: {count} Wallets',
  'Wallet directory not configured': 'Wallet-Verzeichnis nicht eingerichtet',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Zum Durchsuchen aller Wallets wird das Wallet-Verzeichnis benötigt: Lege eine Projekt-ID und die zugehörige API-URL fest.',

  // Account
  'Approve the request in your wallet.': 'Bestätige die Anfrage in deiner Wallet.',
  'Network:': 'Netzwerk:',
  'Email:': 'E-Mail:',
  Update: 'Ändern',
  'Smart account': 'Smart Account',
  'Switch to smart account': 'Zum Smart Account wechseln',
  'Switching to your smart account…': 'Wechsel zu deinem Smart Account…',
  Wallet: 'Wallet',
  'Wallets:': 'Wallets:',
  'View on explorer': 'Im Explorer ansehen',
  Disconnect: 'Trennen',
  Accounts: 'Konten',
  Payment: 'Zahlungen',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Zahlungsadresse kopieren',
  'Copy ordinals address': 'Ordinals-Adresse kopieren',
  'Other addresses': 'Weitere Adressen',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Nicht verbundene Netzwerke',
  'Switch to {network}': 'Auf {network} wechseln',
  'Loading balance…': 'Guthaben wird geladen…',
  'Balance unavailable': 'Guthaben nicht verfügbar',
  Tokens: 'Token',
  Total: 'Gesamt',
  Unknown: 'Unbekannt',
  'Loading tokens…': 'Token werden geladen…',
  'Token balances are unavailable.': 'Token-Guthaben sind nicht verfügbar.',
  'No tokens on this network yet.': 'Noch keine Token in diesem Netzwerk.',
  NFTs: 'NFTs',
  'Loading NFTs…': 'NFTs werden geladen…',
  'NFTs are unavailable.': 'NFTs sind nicht verfügbar.',
  'No NFTs on this network yet.': 'Noch keine NFTs in diesem Netzwerk.',
  Activity: 'Aktivität',
  'Loading activity…': 'Aktivität wird geladen…',
  'No activity on this network yet.': 'Noch keine Aktivität in diesem Netzwerk.',
  'Show more': 'Mehr anzeigen',
  Failed: 'Fehlgeschlagen',
  Pending: 'Ausstehend',

  // Networks, switching, connecting ('the network' completes "Auf … wechseln", 'your wallet' "In …",
  // "Weiter in …" and "Mit … verbunden")
  Networks: 'Netzwerke',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Deine Wallet ist mit einem Netzwerk verbunden, das diese App nicht unterstützt. Wähle unten eines aus.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einem verfügbaren Netzwerk, um fortzufahren.',
  'the network': 'das Netzwerk',
  'Approve in wallet': 'In der Wallet bestätigen',
  'Switch to {network} in {wallet}': 'Wechsle in {wallet} auf {network}',
  'Switched to {network}': 'Auf {network} gewechselt',
  'your wallet': 'deiner Wallet',
  'Connected to {wallet}': 'Mit {wallet} verbunden',
  'Continue in {wallet}': 'Weiter in {wallet}',
  'Accept the connection request in your wallet.': 'Akzeptiere die Verbindungsanfrage in deiner Wallet.',
  '{namespace} wallet needed': '{namespace}-Wallet erforderlich',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Um {network} zu nutzen, verbinde eine Wallet, die {namespace}-Netzwerke unterstützt.',
  'Your current wallet is on {namespace}.': 'Deine aktuelle Wallet nutzt {namespace}.',

  // Connecting over WalletConnect ('wallet' completes "In … öffnen" and "… öffnen")
  wallet: 'Wallet',
  'Approved in {wallet}': 'In {wallet} bestätigt',
  'Scan with {wallet}': 'Mit {wallet} scannen',
  'Scan with your phone': 'Mit dem Smartphone scannen',
  'Reconnecting to WalletConnect…': 'Verbindung mit WalletConnect wird wiederhergestellt…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} öffnet diese Seite im eigenen Browser und verbindet sich dort direkt.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Deine Wallet öffnet diese Seite im eigenen Browser und verbindet sich dort direkt.',
  'Open in {wallet}': 'In {wallet} öffnen',
  'Open {wallet}': '{wallet} öffnen',
  'Preparing the link…': 'Link wird vorbereitet…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Warte darauf, dass das WalletConnect-Relay einen Kopplungscode erstellt…',
  'Approve the connection in your wallet, then come back here.':
    'Bestätige die Verbindung in deiner Wallet und kehre dann hierher zurück.',
  'Get a new link': 'Neuen Link erstellen',
  'Wallet not opening? Copy the link': 'Wallet öffnet sich nicht? Link kopieren',
  'Copy the link into your wallet': 'Kopiere den Link in deine Wallet',
  'QR code to connect {wallet}': 'QR-Code zum Verbinden von {wallet}',
  'QR code to connect your wallet': 'QR-Code zum Verbinden deiner Wallet',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Scanne ihn mit der Kamera deines Smartphones oder dem Scanner deiner Wallet.',
  "Can't scan? Copy the link": 'Scannen klappt nicht? Link kopieren',
  'Get a new QR code': 'Neuen QR-Code erstellen',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Alle Wallets ansehen',
  'No wallet to suggest': 'Keine Wallet zum Vorschlagen',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'Das Wallet-Verzeichnis hat nicht angegeben, wo es die Wallets gibt. Suche im App Store deines Smartphones nach einer Wallet-App oder im Store deines Browsers nach einer Wallet-Erweiterung.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Eine Wallet verwahrt deine Kryptowährungen und meldet dich bei Apps wie dieser an, ganz ohne Passwort. Hol dir eine und komm dann hierher zurück, um sie zu verbinden.',
  'Loading wallets…': 'Wallets werden geladen…',
  Extension: 'Erweiterung',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Website',
  'browser extension': 'Browser-Erweiterung',
  'iOS app': 'iOS-App',
  'Android app': 'Android-App',
  website: 'Website',
  '{wallet} {link} (opens in a new tab)': '{wallet} {link} (öffnet sich in einem neuen Tab)',
  'Close notification': 'Benachrichtigung schließen',
  'Notifications (Alt+T)': 'Benachrichtigungen (Alt+T)',
  'Dismiss alert': 'Hinweis schließen',

  // Email, social and Farcaster login
  Continue: 'Weiter',
  'No code?': 'Kein Code erhalten?',
  'Send another': 'Neuen Code senden',
  'Your email': 'Deine E-Mail-Adresse',
  'Enter the code sent to {email}': 'Gib den Code ein, der an {email} gesendet wurde',
  'Sending a code to {email}…': 'Code wird an {email} gesendet…',
  'Approve this device from the email sent to {email}.':
    'Bestätige dieses Gerät über die E-Mail, die an {email} gesendet wurde.',
  'Checking the code…': 'Code wird geprüft…',
  'Signing you in…': 'Du wirst angemeldet…',
  'Email login is not set up': 'Anmeldung per E-Mail ist nicht eingerichtet',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Diese Seite hat keine eingebettete Wallet für die Anmeldung per E-Mail. Verbinde stattdessen eine Wallet.',
  'New email': 'Neue E-Mail-Adresse',
  'your new email': 'deine neue E-Mail-Adresse',
  'One moment…': 'Einen Moment…',
  'This site has no embedded wallet whose email could change.':
    'Diese Seite hat keine eingebettete Wallet, deren E-Mail-Adresse geändert werden könnte.',
  'Taking you to {provider}…': 'Weiterleitung zu {provider}…',
  'Logging you in with {provider}…': 'Anmeldung mit {provider}…',
  'Logged in with {provider}.': 'Mit {provider} angemeldet.',
  'Log in with {provider} in the window that opened.': 'Melde dich im geöffneten Fenster mit {provider} an.',
  'Social login is not set up': 'Anmeldung mit Social-Media-Konto ist nicht eingerichtet',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Diese Seite hat keine eingebettete Wallet für die Anmeldung mit einem Social-Media-Konto. Verbinde stattdessen eine Wallet.',
  'QR code to log in with Farcaster': 'QR-Code zur Anmeldung mit Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Scanne ihn mit der Kamera deines Smartphones und bestätige dann die Anmeldung in der Farcaster-App.',
  'Loading your Farcaster account…': 'Dein Farcaster-Konto wird geladen…',
  'Farcaster login is not set up': 'Anmeldung mit Farcaster ist nicht eingerichtet',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Diese Seite hat keine eingebettete Wallet für die Anmeldung mit Farcaster. Verbinde stattdessen eine Wallet.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Anmeldung',
  'This site': 'Diese Seite',
  '{app} needs to connect to your wallet': '{app} möchte sich mit deiner Wallet verbinden',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Signiere diese Nachricht, um zu bestätigen, dass {address} dir gehört. Das ist kostenlos und sendet keine Transaktion.',
  'Approve the signature in your wallet': 'Bestätige die Signatur in deiner Wallet',
  Sign: 'Signieren',
  'Message to sign': 'Zu signierende Nachricht',
  'No transaction to approve': 'Keine Transaktion zu bestätigen',
  'Nothing is waiting for your approval.': 'Nichts wartet auf deine Bestätigung.',
  Warnings: 'Warnungen',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Danach wartet noch {count} weitere Transaktion|other: Danach warten noch {count} weitere Transaktionen',
  'Approve the transaction in your wallet': 'Bestätige die Transaktion in deiner Wallet',
  Approve: 'Bestätigen',
  Decline: 'Ablehnen',
  Done: 'Fertig',
  '{namespace} wallets': '{namespace}-Wallets',
  'No wallet connected.': 'Keine Wallet verbunden.',
  'Connected wallets': 'Verbundene Wallets',
  Active: 'Aktiv',
  'Switch to {wallet}': 'Zu {wallet} wechseln',
  Switch: 'Wechseln',
  'Disconnect {wallet}': '{wallet} trennen',
  'Recent wallets': 'Zuletzt verwendete Wallets',
  'Connect {wallet}': '{wallet} verbinden',
  Connect: 'Verbinden',
  'Remove {wallet}': '{wallet} entfernen',
  Remove: 'Entfernen',
  'Add wallet': 'Wallet hinzufügen',
  'Multi-wallet is not set up on this site.': 'Mehrere Wallets sind auf dieser Seite nicht eingerichtet.',
  'Your account now goes by this name.': 'Dein Konto trägt jetzt diesen Namen.',
  'Back to account': 'Zurück zum Konto',
  'Names are not set up': 'Namen sind nicht eingerichtet',
  'This site does not register names for accounts.': 'Diese Seite registriert keine Namen für Konten.',
  'Registering {name}…': '{name} wird registriert…',
  Name: 'Name',
  Register: 'Registrieren',
  'At least 4 letters, digits or hyphens.': 'Mindestens 4 Buchstaben, Ziffern oder Bindestriche.',
  Suggestions: 'Vorschläge',
  Taken: 'Vergeben',
  Available: 'Verfügbar',

  // Send, Receive, Swap, Buy and Pay ('the provider' completes "… in neuem Tab öffnen", "… wird
  // geöffnet" and "im …-Fenster")
  'No account connected': 'Kein Konto verbunden',
  'Connect a wallet to receive funds.': 'Verbinde eine Wallet, um Guthaben zu empfangen.',
  'QR code of your address': 'QR-Code deiner Adresse',
  'Send only on {network}': 'Nur über {network} senden',
  'This address also receives on {networks}': 'Diese Adresse empfängt auch über {networks}',
  'Sending is not set up': 'Senden ist nicht eingerichtet',
  'This site does not send from the modal.': 'Diese Seite sendet nicht aus diesem Fenster.',
  'Approve the transaction in your wallet.': 'Bestätige die Transaktion in deiner Wallet.',
  Token: 'Token',
  Amount: 'Betrag',
  'Amount in {symbol}': 'Betrag in {symbol}',
  Max: 'Max.',
  To: 'An',
  'Address or name': 'Adresse oder Name',
  '{name} is': '{name} ist',
  'Network fee': 'Netzwerkgebühr',
  'Up to {fee}': 'Bis zu {fee}',
  'Receiver gets': 'Empfänger erhält',
  'Checking the balance and the network fee…': 'Guthaben und Netzwerkgebühr werden geprüft…',
  'Swaps are not set up': 'Tauschen ist nicht eingerichtet',
  'This site does not swap from the modal.': 'Diese Seite tauscht nicht aus diesem Fenster.',
  'You pay': 'Du zahlst',
  'You receive': 'Du erhältst',
  'You receive at least': 'Du erhältst mindestens',
  Expected: 'Erwartet',
  'Price impact': 'Preisauswirkung',
  'Your balance': 'Dein Guthaben',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Konnte nicht geschätzt werden',
  '{fee}, includes the approval': '{fee}, inkl. Freigabe',
  'Your {symbol} balance does not cover the network fee':
    'Dein {symbol}-Guthaben deckt die Netzwerkgebühr nicht',
  'Preparing the swap…': 'Tausch wird vorbereitet…',
  'Swap sent: waiting for it to be confirmed…': 'Tausch gesendet: Warte auf Bestätigung…',
  'Swap again': 'Erneut tauschen',
  'Stop waiting': 'Nicht mehr warten',
  'Swap the tokens’ places': 'Token vertauschen',
  'Getting a quote…': 'Angebot wird eingeholt…',
  'Buying is not set up': 'Kaufen ist nicht eingerichtet',
  'This site does not sell crypto from the modal.': 'Diese Seite verkauft keine Krypto aus diesem Fenster.',
  'Loading what you can buy…': 'Kaufoptionen werden geladen…',
  'Your browser blocked the provider’s window.': 'Dein Browser hat das Fenster des Anbieters blockiert.',
  'the provider': 'Anbieter',
  'Open {provider} in a new tab': '{provider} in neuem Tab öffnen',
  'Check again': 'Erneut prüfen',
  'Back to the form': 'Zurück zum Formular',
  'Buy more': 'Mehr kaufen',
  'Opening {provider}…': '{provider} wird geöffnet…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Schließe deinen Kauf im {provider}-Fenster ab und schließe das Fenster danach.',
  'Waiting for your purchase to arrive…': 'Warte auf den Eingang deines Kaufs…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Die Anbieterliste konnte nicht geladen werden: Die üblichen Währungen werden angezeigt.',
  'Payment currency': 'Zahlungswährung',
  'Payment method': 'Zahlungsmethode',
  Card: 'Karte',
  'Bank account': 'Bankkonto',
  'The least you can pay by card is {limit}': 'Mit Karte kannst du mindestens {limit} bezahlen',
  'The most you can pay by card is {limit}': 'Mit Karte kannst du höchstens {limit} bezahlen',
  'The least you can pay by bank account is {limit}': 'Per Bankkonto kannst du mindestens {limit} bezahlen',
  'The most you can pay by bank account is {limit}': 'Per Bankkonto kannst du höchstens {limit} bezahlen',
  'You buy': 'Du kaufst',
  Provider: 'Anbieter',
  'Enter an amount to see a quote.': 'Gib einen Betrag ein, um ein Angebot zu sehen.',
  Buy: 'Kaufen',
  'Buy with {provider}': 'Mit {provider} kaufen',
  'Payments are not set up': 'Zahlungen sind nicht eingerichtet',
  'This site does not ask for payments from the modal.':
    'Diese Seite fordert keine Zahlungen aus diesem Fenster an.',
  'Reading the amount…': 'Betrag wird gelesen…',
  Network: 'Netzwerk',
  'Copy recipient address': 'Empfängeradresse kopieren',
  From: 'Von',
  'up to {fee}': 'bis zu {fee}',
  'Estimating…': 'Wird geschätzt…',
  'Loading the payment…': 'Zahlung wird geladen…',
  'No payment was asked for.': 'Es wurde keine Zahlung angefordert.',
  'Approve the payment of {amount} in your wallet': 'Bestätige die Zahlung von {amount} in deiner Wallet',
  'Reading the payment from the network…': 'Zahlung wird aus dem Netzwerk gelesen…',
  'Payment sent: waiting for it to be confirmed…': 'Zahlung gesendet: Warte auf Bestätigung…',
  'Paid {amount}.': '{amount} bezahlt.',
  Transaction: 'Transaktion',
  'Pay from': 'Zahlen von',
  'Balance: {balance}': 'Guthaben: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Reicht nicht für Betrag und Netzwerkgebühr: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Reicht nicht für den Betrag: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Reicht nicht für die Netzwerkgebühr: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Du zahlst {paid} · Du erhältst etwa {received} · Gebühr {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Du zahlst {paid} · Schätzung: {provider} zeigt, was du erhältst, und die Gebühr',
  '{amount} arrived in your wallet': '{amount} ist in deiner Wallet angekommen',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — hoch: Du erhältst deutlich weniger als zum Preis des Pools',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Nicht genug {symbol}: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Nicht genug {symbol}: {needed} {symbol} inkl. Netzwerkgebühr nötig, {available} {symbol} verfügbar',
  '{symbol} has at most {decimals} decimals': '{symbol} hat höchstens {decimals} Dezimalstellen',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Gib {symbol} in deiner Wallet frei ({step} von {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Tausche {from} gegen {to} in deiner Wallet ({step} von {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Gib {from} frei und tausche es gegen {to} in deiner Wallet (eine Anfrage)',
  'Swapped {paid} for at least {received}.': '{paid} gegen mindestens {received} getauscht.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'Der Tausch ist auf der Blockchain fehlgeschlagen (rückgängig gemacht): Nichts wurde getauscht, und die Netzwerkgebühr wurde bezahlt. Deine Freigabe für die Exchange, {amount} auszugeben, bleibt bestehen.',
  'No address is registered for {name} on {network}':
    'Für {name} ist im Netzwerk {network} keine Adresse registriert',
  'This is not a valid {namespace} address': 'Das ist keine gültige {namespace}-Adresse',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Nicht genug {symbol} für Betrag und Netzwerkgebühr: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Nicht genug {symbol} für den Betrag: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Nicht genug {symbol} für die Netzwerkgebühr: {needed} {symbol} nötig, {available} {symbol} verfügbar',
  "Includes {amount} to open the receiver's {symbol} account":
    'Enthält {amount}, um das {symbol}-Konto des Empfängers zu eröffnen',
  'About {amount}': 'Etwa {amount}',
  'At most {amount}': 'Höchstens {amount}',
  '{amount} plus the network fee': '{amount} zuzüglich Netzwerkgebühr',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Verbindung abgelehnt',
  'Failed to connect': 'Verbindung fehlgeschlagen',
  'Network switch rejected': 'Netzwerkwechsel abgelehnt',
  'Signature declined': 'Signatur abgelehnt',
  'Popup closed': 'Pop-up geschlossen',
  'Request was aborted': 'Anfrage wurde abgebrochen',
  'Another request is waiting for the wallet': 'Eine andere Anfrage wartet bereits auf die Wallet',
  'The wallet did not share that account with this site':
    'Die Wallet hat dieses Konto nicht mit dieser Seite geteilt',
  'The connector does not support any of the requested chains':
    'Die Wallet unterstützt keine der angeforderten Chains',
  'Failed to initiate social connection': 'Anmeldung mit Social-Media-Konto konnte nicht gestartet werden',
  'Failed to connect to farcaster': 'Verbindung mit Farcaster fehlgeschlagen',
  'Token Balance Unavailable': 'Token-Guthaben nicht verfügbar',
  'Failed to fetch transactions': 'Transaktionen konnten nicht abgerufen werden',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'Address copied': 'Adresse kopiert',
  'No wallets found': 'Keine Wallets gefunden',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Öffne diese Seite im Browser deiner Wallet-App oder installiere zuerst eine Wallet-App.',
  'Install a wallet browser extension, then reload this page.':
    'Installiere eine Wallet-Erweiterung für deinen Browser und lade diese Seite dann neu.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Betrag und Empfängeradresse sind erforderlich',
  'A token is required': 'Ein Token ist erforderlich',
  'Unsupported chain': 'Chain wird nicht unterstützt',
  'Leaves this wallet': 'Verlässt diese Wallet',
  'Comes into this wallet': 'Kommt in diese Wallet',
  Fee: 'Gebühr',
  'Signed by': 'Signiert von',
  'Fee paid by': 'Gebühr bezahlt von',
  'Could not be read': 'Konnte nicht gelesen werden',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Gib den Betrag in Ziffern ein, mit einem Punkt für Dezimalstellen (z. B. 0.5)',
  'Enter an amount above 0': 'Gib einen Betrag über 0 ein',
  'Enter an amount like 100 or 49.99': 'Gib einen Betrag wie 100 oder 49.99 ein',
  'The purchase has not arrived yet. It can take a few minutes.':
    'Der Kauf ist noch nicht angekommen. Das kann einige Minuten dauern.',
  'The provider’s page could not be opened. Try again.':
    'Die Seite des Anbieters konnte nicht geöffnet werden. Versuche es erneut.',
  'Nothing can be bought on this network': 'In diesem Netzwerk kann nichts gekauft werden',
  'Connect an EVM account to swap': 'Verbinde ein EVM-Konto, um zu tauschen',
  'Network not supported for Swaps': 'Netzwerk wird für Tausch nicht unterstützt',
  'Swaps are not offered in your region': 'Tauschen ist in deiner Region nicht verfügbar',
  'You rejected the swap in your wallet': 'Du hast den Tausch in deiner Wallet abgelehnt',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Tausch gesendet; er ist noch nicht bestätigt. Prüfe deine Wallet, bevor du erneut tauschst.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'Freigabe und Tausch sind auf der Blockchain fehlgeschlagen (gemeinsam rückgängig gemacht): Nichts wurde freigegeben oder getauscht, und die Netzwerkgebühr wurde bezahlt.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'Der Tausch ist auf der Blockchain fehlgeschlagen (rückgängig gemacht): Nichts wurde getauscht, und die Netzwerkgebühr wurde bezahlt.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'Die Gebühr ({fee}) ist höher als die Zahlung ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Der Gebührensatz, {rate}, ist mehr als {factor}-mal so hoch wie der des Netzwerks, {networkRate}, für den nächsten Block.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Die Gebühr beruht auf den Beträgen, die die Seite für Eingang {inputs} angibt, den andere Unterzeichner signieren und den nichts belegt: Die gezahlte Gebühr kann abweichen. Was diese Wallet verlässt, ist exakt.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Die Gebühr beruht auf den Beträgen, die die Seite für die Eingänge {inputs} angibt, die andere Unterzeichner signieren und die nichts belegt: Die gezahlte Gebühr kann abweichen. Was diese Wallet verlässt, ist exakt.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Der Gebührensatz des Netzwerks konnte nicht gelesen werden: Vergleiche die Gebühr mit der deiner Wallet.',
  'Foyer will not ask your wallet to sign this.': 'Foyer wird deine Wallet nicht bitten, dies zu signieren.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'Die Transaktion hat keine Ausgänge: Alles, was sie ausgibt, würde als Gebühr verbraucht.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Eingang {index}: Das PSBT gibt nicht an, was er ausgibt, daher ist unbekannt, was diese Wallet verlässt.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'Eingang {index} gibt Coins dieser Wallet ohne seine vorherige Transaktion aus, daher kann sein Betrag nicht geprüft werden: Die angezeigte Gebühr könnte weit von der gezahlten abweichen.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'Eingang {index} verlangt {sighash}: Die Signatur dieser Wallet würde {part} nicht abdecken, daher könnte die Seite sie nach deiner Bestätigung ändern.',
  'the outputs': 'die Ausgänge',
  'all but one output': 'alle Ausgänge bis auf einen',
  'the other inputs': 'die anderen Eingänge',
  'the outputs or the other inputs': 'die Ausgänge oder die anderen Eingänge',
  'all but one output or the other inputs': 'alle Ausgänge bis auf einen oder die anderen Eingänge',
  'what this review shows': 'das, was diese Prüfung zeigt',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'Eingang {index} soll {stated} ausgeben, aber seine vorherige Transaktion zahlt {paid}: Das PSBT widerspricht sich.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'Eingang {index} soll {stated} ausgeben, aber seine vorherige Transaktion zahlt {paid} an ein anderes Skript: Das PSBT widerspricht sich.',
  "Unknown: the PSBT does not carry every input's amount":
    'Unbekannt: Das PSBT enthält nicht den Betrag jedes Eingangs',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Unbekannt: Das PSBT gibt nicht an, was jeder Eingang dieser Wallet ausgibt',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Diese Transaktion verwendet eine dauerhafte Nonce: Sie läuft nie ab und kann daher jederzeit gesendet werden, auch lange nachdem du sie bestätigt hast.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Die Gebühr zahlt {payer}, nicht diese Wallet: Jemand anderes hat diese Transaktion vorbereitet und bezahlt sie.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer kann nicht erkennen, wie viel SOL dich das Erstellen von {account} kostet.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Dies übergibt dein Konto an das Programm {program}: Es könnte dann dein gesamtes SOL nehmen.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Eine unbegrenzte Freigabe: {delegate} könnte alle Token in {account} nehmen, jetzt oder später.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} wird Eigentümer-Autorität von {account}: Sie könnte alle Token darin nehmen.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} wird Schließ-Autorität von {account}: Sie könnte es schließen und sein SOL nehmen.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} wird {kind}-Autorität von {account}: Sie könnte diese Autorität nach Belieben nutzen.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Das Schließen von {account} sendet sein SOL an {destination}, nicht an diese Wallet.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Das Programm {program} hat eine unbekannte Wirkung: Es könnte jedes deiner Guthaben bewegen.',
  'Foyer cannot read this transaction': 'Foyer kann diese Transaktion nicht lesen',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer kann die Adress-Lookup-Tabellen dieser Transaktion nicht lesen',
  'Foyer cannot read an instruction of this transaction':
    'Foyer kann eine Anweisung dieser Transaktion nicht lesen',
  'Leaves this wallet (token account {address})': 'Verlässt diese Wallet (Token-Konto {address})',
  'Leaves this wallet (mint {address})': 'Verlässt diese Wallet (Mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} Roheinheiten (Dezimalstellen unbekannt)',
  '{amount} tokens': '{amount} Token',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Unbegrenzte Freigabe: {spender} darf das gesamte {name} dieser Wallet (Token {token}) ausgeben, jetzt und später, bis die Freigabe widerrufen wird.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} darf alle Token bewegen, die diese Wallet in der Sammlung {token} hält, jetzt und später, bis dies widerrufen wird.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Dies ruft die Funktion {selector} von {contract} auf, die Foyer nicht lesen kann: Sie könnte jeden deiner Vermögenswerte bewegen.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Unbegrenzte Freigabe: {spender} darf das gesamte {name} dieser Wallet (Token {token}) ausgeben, sobald dies signiert ist.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Diese Signatur gilt für Chain {chain}, nicht für {network} (Chain {walletChain}), wo sich diese Wallet befindet: Sie könnte auf dieser anderen Chain verwendet werden.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Kein Minimum: Du zahlst {amount} und erhältst dafür womöglich nichts.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'Die {token} gehen an {receiver}: Foyer kann nicht erkennen, ob das dein Konto ist.',
  'The {token} go to {receiver}, not to your account.':
    'Die {token} gehen an {receiver}, nicht an dein Konto.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Der Router tauscht {symbol} nur über sein WETH ({weth}); dieser Pfad beginnt mit {token}: Der Router wird diesen Tausch ablehnen, und nur die Netzwerkgebühr wird ausgegeben.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Der Router tauscht {symbol} nur über sein WETH ({weth}); dieser Pfad endet mit {token}: Der Router wird diesen Tausch ablehnen, und nur die Netzwerkgebühr wird ausgegeben.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'Die Frist ({deadline}) ist abgelaufen: Der Router wird diesen Tausch ablehnen, und nur die Netzwerkgebühr wird ausgegeben.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer kann diese Anfrage nicht in Worte fassen: Bestätige sie nur, wenn du dieser Seite bei dem vertraust, was sie verlangt.',
  'Foyer cannot read this request: {reason}.': 'Foyer kann diese Anfrage nicht lesen: {reason}.',
  'Send a Bitcoin transaction': 'Eine Bitcoin-Transaktion senden',
  'Sign a Bitcoin transaction': 'Eine Bitcoin-Transaktion signieren',
  Inputs: 'Eingänge',
  Outputs: 'Ausgänge',
  'Signed by this wallet': 'Von dieser Wallet signiert',
  'Back to this wallet': 'Zurück an diese Wallet',
  'the token': 'Token',
  tokens: 'Token',
  mint: 'Präge',
  freeze: 'Einfrier',
  'transfer fee config': 'Transfergebühren-Konfigurations',
  'withheld withdraw': 'Einbehaltene-Gebühren-Abhebungs',
  'close mint': 'Mint-Schließungs',
  'interest rate': 'Zinssatz',
  'permanent delegate': 'Dauerbevollmächtigten',
  'confidential transfer mint': 'Vertrauliche-Transfer-Mint',
  'transfer hook program': 'Transfer-Hook-Programm',
  'confidential transfer fee config': 'Vertrauliche-Transfergebühren-Konfigurations',
  'metadata pointer': 'Metadatenzeiger',
  'group pointer': 'Gruppenzeiger',
  'group member pointer': 'Gruppenmitgliedszeiger',
  'scaled UI amount': 'Skalierte-Anzeigebetrags',
  pause: 'Pausier',
  'Send a transaction': 'Eine Transaktion senden',
  'Sign a transaction': 'Eine Transaktion signieren',
  'Sign a message': 'Eine Nachricht signieren',
  'Sign typed data': 'Typisierte Daten signieren',
  'Send calls': 'Aufrufe senden',
  'Send 1 call': '1 Aufruf senden',
  'Send {count} calls': '{count} Aufrufe senden',
  'Sign {type}': '{type} signieren',
  'Call {index}': 'Aufruf {index}',
  'Call {index}: {heading}': 'Aufruf {index}: {heading}',
  Sends: 'Sendet',
  Moves: 'Bewegt',
  Allowance: 'Freigabe',
  Operator: 'Operator',
  'Creates a contract': 'Erstellt einen Vertrag',
  Request: 'Anfrage',
  Domain: 'Domain',
  Message: 'Nachricht',
  'Token permit (EIP-2612)': 'Token-Permit (EIP-2612)',
  'Permit2 allowance': 'Permit2-Freigabe',
  'Permit2 transfer': 'Permit2-Übertragung',
  Instructions: 'Anweisungen',
  owner: 'Eigentümer',
  close: 'Schließ',
  'SOL transfer': 'SOL-Überweisung',
  '{action} (paid by {payer})': '{action} (bezahlt von {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Erstellt ein Konto mit {bytes} Bytes für das Programm {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Erstellt ein Konto mit {bytes} Bytes für das Programm {program} (Seed „{seed}“ von {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'SOL-Überweisung von {from} (Seed „{seed}“ von {base}, Programm {program})',
  'Hands the account to program {program}': 'Übergibt das Konto an das Programm {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Übergibt das Konto (Seed „{seed}“ von {base}) an das Programm {program}',
  'Gives the account {bytes} bytes of data': 'Gibt dem Konto {bytes} Bytes Daten',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Gibt dem Konto {bytes} Bytes (Seed „{seed}“ von {base}) und übergibt es an das Programm {program}',
  'Advances the durable nonce of this account': 'Schaltet die dauerhafte Nonce dieses Kontos weiter',
  'Withdraws SOL from nonce account {nonce}': 'Hebt SOL vom Nonce-Konto {nonce} ab',
  'Makes this a nonce account of {authority}': 'Macht dies zu einem Nonce-Konto von {authority}',
  'Becomes the authority of nonce account {nonce}': 'Wird Autorität des Nonce-Kontos {nonce}',
  'Upgrades this nonce account': 'Aktualisiert dieses Nonce-Konto',
  'Token transfer of mint {mint} from {source}': 'Token-Überweisung des Mints {mint} von {source}',
  'Token transfer from {source}': 'Token-Überweisung von {source}',
  'May spend tokens of mint {mint} from {source}': 'Darf Token des Mints {mint} von {source} ausgeben',
  'May spend tokens from {source}': 'Darf Token von {source} ausgeben',
  'Burns tokens of mint {mint}': 'Verbrennt Token des Mints {mint}',
  'Mints new tokens of mint {mint}': 'Prägt neue Token des Mints {mint}',
  'Becomes the {kind} authority of {account}': 'Wird {kind}-Autorität von {account}',
  'Removes the {kind} authority of this account for good':
    'Entfernt die {kind}-Autorität dieses Kontos endgültig',
  'Closes token account {account}; its SOL goes to this address':
    'Schließt das Token-Konto {account}; seine SOL gehen an diese Adresse',
  'Cancels the allowance on this token account': 'Widerruft die Freigabe dieses Token-Kontos',
  'Freezes this token account of mint {mint}': 'Friert dieses Token-Konto des Mints {mint} ein',
  'Unfreezes this token account of mint {mint}': 'Taut dieses Token-Konto des Mints {mint} wieder auf',
  'Updates the wrapped SOL balance of this token account':
    'Aktualisiert das Wrapped-SOL-Guthaben dieses Token-Kontos',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Richtet ein Token-Konto des Mints {mint} ein, Eigentümer {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Erstellt einen Mint mit {decimals} Dezimalstellen; Präge-Autorität {authority}, Einfrier-Autorität {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Erstellt einen Mint mit {decimals} Dezimalstellen; Präge-Autorität {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Erstellt das Token-Konto von {wallet} für den Mint {mint}: eine frühere Anweisung erstellt es, nichts wird bezahlt',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Erstellt das Token-Konto von {wallet} für den Mint {mint}: es existiert bereits, nichts wird bezahlt',
  'Creates the token account of {wallet} for mint {mint}':
    'Erstellt das Token-Konto von {wallet} für den Mint {mint}',
  'Sets the compute limit to {units} units': 'Setzt das Rechenlimit auf {units} Einheiten',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Setzt die Prioritätsgebühr auf {price} Mikro-Lamports pro Recheneinheit',
  'Asks for a heap of {bytes} bytes': 'Fordert einen Heap von {bytes} Bytes an',
  "Limits the accounts' data to {bytes} bytes": 'Begrenzt die Daten der Konten auf {bytes} Bytes',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Ruft ein Programm auf, das Foyer nicht lesen kann, mit deinem Konto: unbekannte Wirkung, es könnte jedes deiner Guthaben bewegen',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Ruft ein Programm auf, das Foyer nicht lesen kann (es erhält dein Konto nicht)',
  'A transaction Foyer cannot read': 'Eine Transaktion, die Foyer nicht lesen kann',
  'Receives {name} from this wallet': 'Erhält {name} von dieser Wallet',
  'Receives {name} taken from {from}': 'Erhält {name}, entnommen von {from}',
  'May move token #{id} of this wallet’s {name}': 'Darf Token #{id} von {name} dieser Wallet bewegen',
  'May spend this wallet’s {name}': 'Darf {name} dieser Wallet ausgeben',
  '{router} may spend this wallet’s {name}': '{router} darf {name} dieser Wallet ausgeben',
  '{action} (added to what it may already spend)':
    '{action} (zusätzlich zu dem, was bereits ausgegeben werden darf)',
  'May move every token this wallet holds in {name} ({token})':
    'Darf jedes Token bewegen, das diese Wallet in {name} hält ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Darf die Token dieser Wallet in {name} nicht mehr bewegen',
  'Receives token #{id} of {name} taken from {from}': 'Erhält Token #{id} von {name}, entnommen von {from}',
  'With {bytes} bytes of data for the receiver': 'Mit {bytes} Bytes Daten für den Empfänger',
  'Deploys {bytes} bytes of code': 'Stellt {bytes} Bytes Code bereit',
  '{router} (declared by this network)': '{router} (von diesem Netzwerk angegeben)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Ruft einen Vertrag auf (nicht verifiziert): Er könnte jeden deiner Vermögenswerte bewegen · Funktion {selector}',
  'Token contract ({symbol})': 'Token-Vertrag ({symbol})',
  'Token contract': 'Token-Vertrag',
  'The Uniswap router': 'Der Uniswap-Router',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'Die Chain hat die Dezimalstellen dieses Tokens nicht angegeben: Roheinheiten',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Genau {paid} gegen eine beliebige Menge {token} tauschen (kein Minimum: du erhältst womöglich nichts)',
  'Swap exactly {paid} for at least {received}': 'Genau {paid} gegen mindestens {received} tauschen',
  'Swap at most {paid} for exactly {received}': 'Höchstens {paid} gegen genau {received} tauschen',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Höchstens {paid} gegen genau {received} tauschen (was nicht gebraucht wird, geht an den Absender zurück)',
  'Wraps the {symbol} paid ({token})': 'Wrappt die gezahlten {symbol} ({token})',
  'Pays {token}': 'Zahlt {token}',
  'Unwrapped into {symbol} ({token})': 'Entpackt zu {symbol} ({token})',
  'Receives {token}': 'Erhält {token}',
  'Through {token}': 'Über {token}',
  'Receives {amount}: this wallet': 'Erhält {amount}: diese Wallet',
  'Receives {amount}: NOT this wallet': 'Erhält {amount}: NICHT diese Wallet',
  'any amount of {token}': 'eine beliebige Menge {token}',
  'at least {amount}': 'mindestens {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Für Token, die beim Bewegen eine Gebühr einbehalten: Die Grenze wird an dem geprüft, was ankommt',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Keine Frist: Der Router nimmt es jederzeit an, zum dann geltenden Preis',
  'Valid until {deadline}': 'Gültig bis {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Darf {name} dieser Wallet ausgeben (Token {token}), {until}',
  'no end date (0)': 'ohne Enddatum (0)',
  'never expires': 'läuft nie ab',
  'until {date}': 'bis {date}',
  '{amount} raw units': '{amount} Roheinheiten',
  'unlimited {token}': 'unbegrenzte Menge {token}',
  'all tokens': 'alle Token',
  none: 'keine',
  'token #{id}': 'Token #{id}',
  '{count} × token #{id}': '{count} × Token #{id}',
  'at most {amount}': 'höchstens {amount}',
  Unlimited: 'Unbegrenzt',
  'Up to {amount}': 'Bis zu {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Seine Miete (Betrag unbekannt: der Mint hat Erweiterungen)',
  'All of its SOL (amount unknown)': 'Alle seine SOL (Betrag unbekannt)',
  'Amount unknown': 'Betrag unbekannt',
} satisfies Dictionary
