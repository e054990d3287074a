import type { Dictionary } from '../dictionary.js'

// French, addressing the reader as "vous" as French wallet apps do. Product and protocol names
// (WalletConnect, Farcaster, NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Réseau introuvable',
  'Network not found': 'Le réseau est introuvable',
  'Invalid App Configuration': "Configuration de l'application non valide",
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origine absente de la liste autorisée : ajoutez cette origine à votre projet dans le tableau de bord.',
  'Network Error': 'Erreur réseau',
  'Failed to load the embedded wallet.': 'Échec du chargement du portefeuille intégré.',
  'Embedded Wallet Request Timed Out': 'Délai dépassé pour le portefeuille intégré',
  'The embedded wallet did not answer in time.': "Le portefeuille intégré n'a pas répondu à temps.",
  'Session Expired': 'Session expirée',
  'Your session expired: connect again.': 'Votre session a expiré : reconnectez-vous.',
  'Invalid Project ID': 'ID de projet non valide',
  'The project id was refused: check it on the dashboard.':
    "L'ID de projet a été refusé : vérifiez-le dans le tableau de bord.",
  'Project ID Not Configured': 'ID de projet non configuré',
  'No project id is set: remote features are off (basic mode).':
    "Aucun ID de projet n'est défini : les fonctionnalités distantes sont désactivées (mode basique).",
  'No Allowed Origins': 'Aucune origine autorisée',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    "Aucune origine autorisée n'a pu être lue pour ce projet : ajoutez l'origine de ce site au projet. La connexion par e-mail et via un réseau social risque de ne pas fonctionner ici.",
  'Server Error': 'Erreur du serveur',
  'The server answered with an error.': 'Le serveur a répondu par une erreur.',
  'Rate Limited': 'Limite de demandes atteinte',
  'Too many requests: try again later.': 'Trop de demandes : réessayez plus tard.',
  'iframe load failed': "Échec du chargement de l'iframe",
  'The login frame did not load.': "Le cadre de connexion ne s'est pas chargé.",
  'iframe request timeout': "Délai dépassé pour l'iframe",
  'The login frame did not answer in time.': "Le cadre de connexion n'a pas répondu à temps.",
  'unverified domain': 'Domaine non vérifié',
  'This domain is not verified.': "Ce domaine n'est pas vérifié.",
  'Multi-Wallet Not Enabled': 'Multi-portefeuille non activé',
  'This site connects one wallet at a time.': 'Ce site connecte un seul portefeuille à la fois.',
  'Local configuration ignored': 'Configuration locale ignorée',
  'Remote configuration loaded: local feature settings are ignored.':
    'Configuration distante chargée : les réglages locaux des fonctionnalités sont ignorés.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    "La configuration locale de {features} a été ignorée car la configuration distante s'est chargée : gérez ces fonctionnalités dans le tableau de bord du projet.",
  'This payment request is not valid: {reason}': 'Cette demande de paiement n’est pas valide\xa0: {reason}',
  'Session not yet valid': 'Session pas encore valide',
  "The device clock is behind: check the device's date and time.":
    "L'horloge de l'appareil retarde : vérifiez la date et l'heure de l'appareil.",
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    "l'approbation va à {to}, pas au contrat {symbol} {token}",
  "the approval sends {wei} wei of the network's coin":
    "l'approbation envoie {wei} wei de la crypto native du réseau",
  'the approval is not an approval of exactly {amount}':
    "l'approbation n'est pas une approbation d'exactement {amount}",
  "the approval lets {spender} spend, not the network's swap router {router}":
    "l'approbation autorise {spender} à dépenser, pas le routeur d'échange du réseau {router}",
  'the swap is sent from {from}, not from {account}':
    "l'échange est envoyé depuis {from}, pas depuis {account}",
  "the swap sends {wei} wei of the network's coin, not {expected}":
    "l'échange envoie {wei} wei de la crypto native du réseau, pas {expected}",
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    "l'échange va à {to}, pas à {spender}, que l'approbation autorise à dépenser",
  "the swap goes to {to}, not to the network's swap router {router}":
    "l'échange va à {to}, pas au routeur d'échange du réseau {router}",
  'the swap is not one of the router’s swaps of an exact amount':
    "l'échange n'est pas l'un des échanges du routeur d'un montant exact",
  'the swap ({function}) does not pay {from} for {to}':
    "l'échange ({function}) ne paie pas {from} contre {to}",
  'the swap pays {amount}, not the amount shown': "l'échange paie {amount}, pas le montant affiché",
  "the swap's path starts at {address}, not at {symbol}":
    "le chemin de l'échange commence à {address}, pas à {symbol}",
  "the swap's path ends at {address}, not at {symbol}":
    "le chemin de l'échange se termine à {address}, pas à {symbol}",
  'the swap pays what it gives to {to}, not to {account}':
    "l'échange verse ce qu'il donne à {to}, pas à {account}",
  'the swap’s deadline has passed': "l'échéance de l'échange est passée",
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Code de statut HTTP\xa0: {status}',
  'Please try again after {seconds} seconds': 'Veuillez réessayer dans {seconds} secondes',
  'Error registering name {name}': "Erreur lors de l'enregistrement du nom {name}",
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin ne relaie pas des paiements aussi petits\xa0: envoyez au moins {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'Le transfert a échoué sur le réseau ({error})\xa0; ses frais ont été payés',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}': 'Impossible de charger les jetons à échanger\xa0: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    "Impossible d'obtenir une cotation pour {from} → {to}\xa0: {reason}",
  'No quote for {from} → {to}: the swap service offers no route':
    "Aucune cotation pour {from} → {to}\xa0: le service d'échange ne propose aucun itinéraire",
  'Could not read your {symbol} balance from the chain':
    'Impossible de lire votre solde de {symbol} sur la blockchain',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    "Impossible d'estimer les frais de réseau, Max ne peut donc pas les réserver\xa0: saisissez le montant en gardant de quoi payer les frais",
  'Could not read how much {symbol} the exchange may spend: {reason}':
    "Impossible de lire combien de {symbol} la plateforme d'échange peut dépenser\xa0: {reason}",
  'You rejected the approval of {symbol} in your wallet':
    "Vous avez refusé l'approbation de {symbol} dans votre portefeuille",
  'The approval of {symbol} failed: {reason}': "L'approbation de {symbol} a échoué\xa0: {reason}",
  'The approval of {symbol} was sent but not confirmed in time':
    "L'approbation de {symbol} a été envoyée mais n'a pas été confirmée à temps",
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    "L'approbation de {symbol} a échoué sur la blockchain (annulée)\xa0: l'échange n'a pas été envoyé. Les frais de réseau ont été payés.",
  'Could not build the swap: {reason}': "Impossible de préparer l'échange\xa0: {reason}",
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    "Le service d'échange a préparé une transaction qui n'est pas l'échange affiché, elle n'a donc pas été envoyée\xa0: {details}.",
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    "Le prix a changé\xa0: l'échange donnerait moins de {minimum} (le minimum affiché, {slippage}\xa0% de slippage). Vérifiez la nouvelle cotation.",
  'The swap failed: {reason}': "L'échange a échoué\xa0: {reason}",
  'You rejected the approval of {symbol} and the swap in your wallet':
    "Vous avez refusé l'approbation de {symbol} et l'échange dans votre portefeuille",
  'The approval of {symbol} and the swap failed: {reason}':
    "L'approbation de {symbol} et l'échange ont échoué\xa0: {reason}",
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    "L'approbation de {symbol} et l'échange ont échoué\xa0: {reason}. Rien n'a été approuvé ni échangé.",
  'the swap service did not answer': "le service d'échange n'a pas répondu",
  'the wallet could not send it': "le portefeuille n'a pas pu l'envoyer",
  'the wallet could not send them': "le portefeuille n'a pas pu les envoyer",
  'the chain does not show it': 'la blockchain ne la montre pas',
  'You hold no {symbol}': "Vous n'avez pas de {symbol}",

  // The modal's frame
  Back: 'Retour',
  Close: 'Fermer',
  'This step must be completed before closing': 'Terminez cette étape avant de fermer',

  // View titles (the header), one per view
  'Connect wallet': 'Connecter un portefeuille',
  Account: 'Compte',
  'All wallets': 'Tous les portefeuilles',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Réseau non pris en charge',
  'Choose network': 'Choisir un réseau',
  'Get a wallet': 'Obtenir un portefeuille',
  'Switch network': 'Changer de réseau',
  'Switch chain': 'Changer de blockchain',
  'Choose a name': 'Choisir un nom',
  'Name registered': 'Nom enregistré',
  'Email login': 'Connexion par e-mail',
  'Update email': "Modifier l'e-mail",
  'Social login': 'Connexion via un réseau social',
  Farcaster: 'Farcaster',
  Wallets: 'Portefeuilles',
  'Buy crypto': 'Acheter des cryptos',
  Receive: 'Recevoir',
  Send: 'Envoyer',
  'Sign in': 'Se connecter',
  Swap: 'Échanger',
  Pay: 'Payer',
  'Approve transaction': 'Approuver la transaction',

  // Shared
  'Try again': 'Réessayer',
  Cancel: 'Annuler',
  'Loading…': 'Chargement…',
  Copied: 'Copié',
  "Couldn't copy": 'Copie impossible',
  'Copy address': "Copier l'adresse",
  'Copy link': 'Copier le lien',

  // The page's buttons
  'Connecting…': 'Connexion…',
  'Select network': 'Sélectionner un réseau',

  // Connect
  'Loading sign-in options…': 'Chargement des options de connexion…',
  'New to wallets?': "Vous n'avez pas de portefeuille ?",
  'Get one': 'En obtenir un',
  Recent: 'Récents',
  Installed: 'Installés',
  Featured: 'À la une',
  'More wallets': 'Plus de portefeuilles',
  External: 'Externes',
  Recommended: 'Recommandés',
  'Continue with email': 'Continuer avec un e-mail',
  'Continue with a social account': 'Continuer avec un réseau social',
  'Continue with {provider}': 'Continuer avec {provider}',

  // All wallets
  'Search wallets': 'Rechercher un portefeuille',
  Search: 'Rechercher',
  'Certified only': 'Certifiés uniquement',
  Certified: 'Certifié',
  'Loading wallets': 'Chargement des portefeuilles',
  'Loading more wallets': "Chargement d'autres portefeuilles",
  'No wallet found': 'Aucun portefeuille trouvé',
  'Nothing matches “{query}”.': 'Aucun résultat pour « {query} ».',
  'Nothing matches “{query}” among certified wallets.':
    'Aucun résultat pour « {query} » parmi les portefeuilles certifiés.',
  'The directory has no wallets.': "L'annuaire ne contient aucun portefeuille.",
  'The directory has no wallets among certified wallets.':
    "L'annuaire ne contient aucun portefeuille certifié.",
  'one: {count} wallet|other: {count} wallets':
    'one: {count} portefeuille|many: {count} de portefeuilles|other: {count} portefeuilles',
  'Wallet directory not configured': 'Annuaire des portefeuilles non configuré',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    "Parcourir et rechercher tous les portefeuilles nécessite l'annuaire des portefeuilles : définissez un ID de projet et l'URL de son API.",

  // Account
  'Approve the request in your wallet.': 'Approuvez la demande dans votre portefeuille.',
  'Network:': 'Réseau :',
  'Email:': 'E-mail :',
  Update: 'Modifier',
  'Smart account': 'Compte intelligent',
  'Switch to smart account': 'Passer au compte intelligent',
  'Switching to your smart account…': 'Passage à votre compte intelligent…',
  Wallet: 'Portefeuille',
  'Wallets:': 'Portefeuilles :',
  'View on explorer': "Voir dans l'explorateur",
  Disconnect: 'Déconnecter',
  Accounts: 'Comptes',
  Payment: 'Paiement',
  Ordinals: 'Ordinals',
  'Copy payment address': "Copier l'adresse de paiement",
  'Copy ordinals address': "Copier l'adresse Ordinals",
  'Other addresses': 'Autres adresses',
  '{purpose}: {address}': '{purpose} : {address}',
  'Networks not connected': 'Réseaux non connectés',
  'Switch to {network}': 'Basculer vers {network}',
  'Loading balance…': 'Chargement du solde…',
  'Balance unavailable': 'Solde indisponible',
  Tokens: 'Jetons',
  Total: 'Total',
  Unknown: 'Inconnu',
  'Loading tokens…': 'Chargement des jetons…',
  'Token balances are unavailable.': 'Les soldes des jetons sont indisponibles.',
  'No tokens on this network yet.': "Aucun jeton sur ce réseau pour l'instant.",
  NFTs: 'NFT',
  'Loading NFTs…': 'Chargement des NFT…',
  'NFTs are unavailable.': 'Les NFT sont indisponibles.',
  'No NFTs on this network yet.': "Aucun NFT sur ce réseau pour l'instant.",
  Activity: 'Activité',
  'Loading activity…': "Chargement de l'activité…",
  'No activity on this network yet.': "Aucune activité sur ce réseau pour l'instant.",
  'Show more': 'Afficher plus',
  Failed: 'Échec',
  Pending: 'En attente',

  // Networks, switching, connecting
  Networks: 'Réseaux',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Votre portefeuille est sur un réseau que cette application ne prend pas en charge. Choisissez-en un ci-dessous.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Cette application ne prend pas en charge votre réseau actuel. Passez à un réseau disponible pour continuer.',
  'the network': 'le réseau',
  'Approve in wallet': 'Approuvez dans le portefeuille',
  'Switch to {network} in {wallet}': 'Basculez vers {network} dans {wallet}',
  'Switched to {network}': 'Vous êtes maintenant sur {network}',
  'your wallet': 'votre portefeuille',
  'Connected to {wallet}': 'Connecté à {wallet}',
  'Continue in {wallet}': 'Continuez dans {wallet}',
  'Accept the connection request in your wallet.':
    'Acceptez la demande de connexion dans votre portefeuille.',
  '{namespace} wallet needed': 'Portefeuille {namespace} requis',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Pour utiliser {network}, connectez un portefeuille compatible avec les réseaux {namespace}.',
  'Your current wallet is on {namespace}.': 'Votre portefeuille actuel est sur {namespace}.',

  // Connecting over WalletConnect ('wallet' completes "Ouvrir dans …" and "Ouvrir …")
  wallet: 'le portefeuille',
  'Approved in {wallet}': 'Approuvé dans {wallet}',
  'Scan with {wallet}': 'Scannez avec {wallet}',
  'Scan with your phone': 'Scannez avec votre téléphone',
  'Reconnecting to WalletConnect…': 'Reconnexion à WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} ouvre ce site dans son propre navigateur, où il se connecte directement.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Votre portefeuille ouvre ce site dans son propre navigateur, où il se connecte directement.',
  'Open in {wallet}': 'Ouvrir dans {wallet}',
  'Open {wallet}': 'Ouvrir {wallet}',
  'Preparing the link…': 'Préparation du lien…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    "En attente du relais WalletConnect pour créer un code d'appairage…",
  'Approve the connection in your wallet, then come back here.':
    'Approuvez la connexion dans votre portefeuille, puis revenez ici.',
  'Get a new link': 'Obtenir un nouveau lien',
  'Wallet not opening? Copy the link': "Le portefeuille ne s'ouvre pas ? Copiez le lien",
  'Copy the link into your wallet': 'Copiez le lien dans votre portefeuille',
  'QR code to connect {wallet}': 'QR code pour connecter {wallet}',
  'QR code to connect your wallet': 'QR code pour connecter votre portefeuille',
  "Scan it with your phone's camera or your wallet's scanner.":
    "Scannez-le avec l'appareil photo de votre téléphone ou le scanner de votre portefeuille.",
  "Can't scan? Copy the link": 'Impossible de scanner ? Copiez le lien',
  'Get a new QR code': 'Obtenir un nouveau QR code',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Voir tous les portefeuilles',
  'No wallet to suggest': 'Aucun portefeuille à suggérer',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    "L'annuaire des portefeuilles n'indique pas où les obtenir. Cherchez une application de portefeuille dans la boutique d'applications de votre téléphone, ou une extension de portefeuille dans celle de votre navigateur.",
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Un portefeuille conserve vos cryptos et vous connecte aux applications comme celle-ci, sans mot de passe à retenir. Obtenez-en un, puis revenez ici pour le connecter.',
  'Loading wallets…': 'Chargement des portefeuilles…',
  Extension: 'Extension',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Site web',
  'browser extension': 'extension de navigateur',
  'iOS app': 'application iOS',
  'Android app': 'application Android',
  website: 'site web',
  '{wallet} {link} (opens in a new tab)': "{link} {wallet} (s'ouvre dans un nouvel onglet)",
  'Close notification': 'Fermer la notification',
  'Notifications (Alt+T)': 'Notifications (Alt+T)',
  'Dismiss alert': "Ignorer l'alerte",

  // Email, social and Farcaster login
  Continue: 'Continuer',
  'No code?': 'Pas de code ?',
  'Send another': 'En renvoyer un',
  'Your email': 'Votre e-mail',
  'Enter the code sent to {email}': 'Saisissez le code envoyé à {email}',
  'Sending a code to {email}…': "Envoi d'un code à {email}…",
  'Approve this device from the email sent to {email}.':
    "Approuvez cet appareil depuis l'e-mail envoyé à {email}.",
  'Checking the code…': 'Vérification du code…',
  'Signing you in…': 'Connexion en cours…',
  'Email login is not set up': "La connexion par e-mail n'est pas configurée",
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    "Ce site n'a pas de portefeuille intégré pour vous connecter par e-mail. Connectez plutôt un portefeuille.",
  'New email': 'Nouvel e-mail',
  'your new email': 'votre nouvelle adresse e-mail',
  'One moment…': 'Un instant…',
  'This site has no embedded wallet whose email could change.':
    "Ce site n'a pas de portefeuille intégré dont l'e-mail pourrait être modifié.",
  'Taking you to {provider}…': 'Redirection vers {provider}…',
  'Logging you in with {provider}…': 'Connexion avec {provider}…',
  'Logged in with {provider}.': 'Connecté avec {provider}.',
  'Log in with {provider} in the window that opened.':
    "Connectez-vous avec {provider} dans la fenêtre qui s'est ouverte.",
  'Social login is not set up': "La connexion via un réseau social n'est pas configurée",
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    "Ce site n'a pas de portefeuille intégré pour vous connecter avec un réseau social. Connectez plutôt un portefeuille.",
  'QR code to log in with Farcaster': 'QR code pour se connecter avec Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    "Scannez-le avec l'appareil photo de votre téléphone, puis approuvez la connexion dans l'application Farcaster.",
  'Loading your Farcaster account…': 'Chargement de votre compte Farcaster…',
  'Farcaster login is not set up': "La connexion avec Farcaster n'est pas configurée",
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    "Ce site n'a pas de portefeuille intégré pour vous connecter avec Farcaster. Connectez plutôt un portefeuille.",

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Connexion',
  'This site': 'Ce site',
  '{app} needs to connect to your wallet': '{app} doit se connecter à votre portefeuille',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    "Signez ce message pour prouver que {address} vous appartient. C'est gratuit et aucune transaction n'est envoyée.",
  'Approve the signature in your wallet': 'Approuvez la signature dans votre portefeuille',
  Sign: 'Signer',
  'Message to sign': 'Message à signer',
  'No transaction to approve': 'Aucune transaction à approuver',
  'Nothing is waiting for your approval.': "Rien n'attend votre approbation.",
  Warnings: 'Avertissements',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Encore {count} transaction en attente après celle-ci|many: Encore {count} de transactions en attente après celle-ci|other: Encore {count} transactions en attente après celle-ci',
  'Approve the transaction in your wallet': 'Approuvez la transaction dans votre portefeuille',
  Approve: 'Approuver',
  Decline: 'Refuser',
  Done: 'Terminé',
  '{namespace} wallets': 'Portefeuilles {namespace}',
  'No wallet connected.': 'Aucun portefeuille connecté.',
  'Connected wallets': 'Portefeuilles connectés',
  Active: 'Actif',
  'Switch to {wallet}': 'Passer à {wallet}',
  Switch: 'Changer',
  'Disconnect {wallet}': 'Déconnecter {wallet}',
  'Recent wallets': 'Portefeuilles récents',
  'Connect {wallet}': 'Connecter {wallet}',
  Connect: 'Connecter',
  'Remove {wallet}': 'Retirer {wallet}',
  Remove: 'Retirer',
  'Add wallet': 'Ajouter un portefeuille',
  'Multi-wallet is not set up on this site.': "Le multi-portefeuille n'est pas configuré sur ce site.",
  'Your account now goes by this name.': 'Votre compte porte désormais ce nom.',
  'Back to account': 'Retour au compte',
  'Names are not set up': 'Les noms ne sont pas configurés',
  'This site does not register names for accounts.': "Ce site n'enregistre pas de noms pour les comptes.",
  'Registering {name}…': 'Enregistrement de {name}…',
  Name: 'Nom',
  Register: 'Enregistrer',
  'At least 4 letters, digits or hyphens.': "Au moins 4 lettres, chiffres ou traits d'union.",
  Suggestions: 'Suggestions',
  Taken: 'Déjà pris',
  Available: 'Disponible',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Aucun compte connecté',
  'Connect a wallet to receive funds.': 'Connectez un portefeuille pour recevoir des fonds.',
  'QR code of your address': 'QR code de votre adresse',
  'Send only on {network}': 'Envoyez uniquement sur {network}',
  'This address also receives on {networks}': 'Cette adresse reçoit aussi sur {networks}',
  'Sending is not set up': "L'envoi n'est pas configuré",
  'This site does not send from the modal.': "Ce site n'envoie pas depuis cette fenêtre.",
  'Approve the transaction in your wallet.': 'Approuvez la transaction dans votre portefeuille.',
  Token: 'Jeton',
  Amount: 'Montant',
  'Amount in {symbol}': 'Montant en {symbol}',
  Max: 'Max',
  To: 'À',
  'Address or name': 'Adresse ou nom',
  '{name} is': '{name} correspond à',
  'Network fee': 'Frais de réseau',
  'Up to {fee}': "Jusqu'à {fee}",
  'Receiver gets': 'Le destinataire reçoit',
  'Checking the balance and the network fee…': 'Vérification du solde et des frais de réseau…',
  'Swaps are not set up': 'Les échanges ne sont pas configurés',
  'This site does not swap from the modal.': "Ce site ne fait pas d'échanges depuis cette fenêtre.",
  'You pay': 'Vous payez',
  'You receive': 'Vous recevez',
  'You receive at least': 'Vous recevez au moins',
  Expected: 'Estimé',
  'Price impact': 'Impact sur le prix',
  'Your balance': 'Votre solde',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Estimation impossible',
  '{fee}, includes the approval': '{fee}, approbation comprise',
  'Your {symbol} balance does not cover the network fee':
    'Votre solde en {symbol} ne couvre pas les frais de réseau',
  'Preparing the swap…': "Préparation de l'échange…",
  'Swap sent: waiting for it to be confirmed…': 'Échange envoyé : en attente de confirmation…',
  'Swap again': 'Échanger à nouveau',
  'Stop waiting': 'Ne plus attendre',
  'Swap the tokens’ places': 'Inverser les jetons',
  'Getting a quote…': "Obtention d'une cotation…",
  'Buying is not set up': "L'achat n'est pas configuré",
  'This site does not sell crypto from the modal.': 'Ce site ne vend pas de cryptos depuis cette fenêtre.',
  'Loading what you can buy…': 'Chargement de ce que vous pouvez acheter…',
  'Your browser blocked the provider’s window.': 'Votre navigateur a bloqué la fenêtre du prestataire.',
  'the provider': 'le prestataire',
  'Open {provider} in a new tab': 'Ouvrir {provider} dans un nouvel onglet',
  'Check again': 'Vérifier à nouveau',
  'Back to the form': 'Retour au formulaire',
  'Buy more': 'Acheter plus',
  'Opening {provider}…': 'Ouverture en cours : {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Finalisez votre achat chez {provider}, dans sa fenêtre. Fermez-la une fois terminé.',
  'Waiting for your purchase to arrive…': "En attente de l'arrivée de votre achat…",
  'The provider list could not be loaded: showing the usual currencies.':
    "La liste des prestataires n'a pas pu être chargée : affichage des devises habituelles.",
  'Payment currency': 'Devise de paiement',
  'Payment method': 'Moyen de paiement',
  Card: 'Carte',
  'Bank account': 'Compte bancaire',
  'The least you can pay by card is {limit}': 'Le minimum payable par carte est de {limit}',
  'The most you can pay by card is {limit}': 'Le maximum payable par carte est de {limit}',
  'The least you can pay by bank account is {limit}': 'Le minimum payable par compte bancaire est de {limit}',
  'The most you can pay by bank account is {limit}': 'Le maximum payable par compte bancaire est de {limit}',
  'You buy': 'Vous achetez',
  Provider: 'Prestataire',
  'Enter an amount to see a quote.': 'Saisissez un montant pour voir une cotation.',
  Buy: 'Acheter',
  'Buy with {provider}': 'Acheter avec {provider}',
  'Payments are not set up': 'Les paiements ne sont pas configurés',
  'This site does not ask for payments from the modal.':
    'Ce site ne demande pas de paiements depuis cette fenêtre.',
  'Reading the amount…': 'Lecture du montant…',
  Network: 'Réseau',
  'Copy recipient address': "Copier l'adresse du destinataire",
  From: 'De',
  'up to {fee}': "jusqu'à {fee}",
  'Estimating…': 'Estimation…',
  'Loading the payment…': 'Chargement du paiement…',
  'No payment was asked for.': "Aucun paiement n'a été demandé.",
  'Approve the payment of {amount} in your wallet':
    'Approuvez le paiement de {amount} dans votre portefeuille',
  'Reading the payment from the network…': 'Lecture du paiement sur le réseau…',
  'Payment sent: waiting for it to be confirmed…': 'Paiement envoyé : en attente de confirmation…',
  'Paid {amount}.': '{amount} payé.',
  Transaction: 'Transaction',
  'Pay from': 'Payer depuis',
  'Balance: {balance}': 'Solde\xa0: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Insuffisant pour le montant et les frais de réseau\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Insuffisant pour le montant\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Insuffisant pour les frais de réseau\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Vous payez {paid} · Vous recevez environ {received} · frais {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Vous payez {paid} · estimation\xa0: {provider} indique ce que vous recevez et les frais',
  '{amount} arrived in your wallet': 'Vous avez reçu {amount} dans votre portefeuille',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — élevé\xa0: vous recevez bien moins que le prix du pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'Pas assez de {symbol}\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'Pas assez de {symbol} : {needed} {symbol} nécessaires frais de réseau compris, {available} {symbol} disponibles',
  '{symbol} has at most {decimals} decimals': '{symbol} a au plus {decimals} décimales',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Approuvez {symbol} dans votre portefeuille ({step} sur {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Échangez {from} contre {to} dans votre portefeuille ({step} sur {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Approuvez {from} et échangez-le contre {to} dans votre portefeuille (une seule demande)',
  'Swapped {paid} for at least {received}.': '{paid} échangés contre au moins {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    "L'échange a échoué sur la blockchain (annulé) : rien n'a été échangé, et les frais de réseau ont été payés. Votre autorisation permettant à la plateforme d'échange de dépenser {amount} reste accordée.",
  'No address is registered for {name} on {network}':
    "Aucune adresse n'est enregistrée pour {name} sur {network}",
  'This is not a valid {namespace} address': "Ce n'est pas une adresse {namespace} valide",
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Pas assez de {symbol} pour le montant et les frais de réseau\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Pas assez de {symbol} pour le montant\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Pas assez de {symbol} pour les frais de réseau\xa0: {needed} {symbol} nécessaires, {available} {symbol} disponibles',
  "Includes {amount} to open the receiver's {symbol} account":
    'Inclut {amount} pour ouvrir le compte {symbol} du destinataire',
  'About {amount}': 'Environ {amount}',
  'At most {amount}': 'Au plus {amount}',
  '{amount} plus the network fee': '{amount} plus les frais de réseau',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Connexion refusée',
  'Failed to connect': 'Échec de la connexion',
  'Network switch rejected': 'Changement de réseau refusé',
  'Signature declined': 'Signature refusée',
  'Popup closed': 'Fenêtre pop-up fermée',
  'Request was aborted': 'La demande a été annulée',
  'Another request is waiting for the wallet': 'Une autre demande attend dans le portefeuille',
  'The wallet did not share that account with this site':
    "Le portefeuille n'a pas partagé ce compte avec ce site",
  'The connector does not support any of the requested chains':
    'Le portefeuille ne prend en charge aucune des blockchains demandées',
  'Failed to initiate social connection': 'Échec du lancement de la connexion via un réseau social',
  'Failed to connect to farcaster': 'Échec de la connexion à Farcaster',
  'Token Balance Unavailable': 'Solde des jetons indisponible',
  'Failed to fetch transactions': 'Échec de la récupération des transactions',
  'Something went wrong': "Un problème s'est produit",
  'Address copied': 'Adresse copiée',
  'No wallets found': 'Aucun portefeuille trouvé',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    "Ouvrez cette page dans le navigateur de votre application de portefeuille, ou installez d'abord une application de portefeuille.",
  'Install a wallet browser extension, then reload this page.':
    'Installez une extension de portefeuille pour votre navigateur, puis rechargez cette page.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Un montant et une adresse de destinataire sont requis',
  'A token is required': 'Un jeton est requis',
  'Unsupported chain': 'Blockchain non prise en charge',
  'Leaves this wallet': 'Sort de ce portefeuille',
  'Comes into this wallet': 'Entre dans ce portefeuille',
  Fee: 'Frais',
  'Signed by': 'Signé par',
  'Fee paid by': 'Frais payés par',
  'Could not be read': 'Impossible à lire',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Saisissez le montant en chiffres, avec un point pour les décimales (comme 0.5)',
  'Enter an amount above 0': 'Saisissez un montant supérieur à 0',
  'Enter an amount like 100 or 49.99': 'Saisissez un montant comme 100 ou 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    "L'achat n'est pas encore arrivé. Cela peut prendre quelques minutes.",
  'The provider’s page could not be opened. Try again.':
    "La page du fournisseur n'a pas pu s'ouvrir. Réessayez.",
  'Nothing can be bought on this network': 'Rien ne peut être acheté sur ce réseau',
  'Connect an EVM account to swap': 'Connectez un compte EVM pour échanger',
  'Network not supported for Swaps': 'Réseau non pris en charge pour les échanges',
  'Swaps are not offered in your region': 'Les échanges ne sont pas proposés dans votre région',
  'You rejected the swap in your wallet': "Vous avez refusé l'échange dans votre portefeuille",
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    "Échange envoyé\xa0; il n'est pas encore confirmé. Vérifiez votre portefeuille avant d'échanger à nouveau.",
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    "L'approbation et l'échange ont échoué sur la blockchain (annulés ensemble)\xa0: rien n'a été approuvé ni échangé, et les frais de réseau ont été payés.",
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    "L'échange a échoué sur la blockchain (annulé)\xa0: rien n'a été échangé, et les frais de réseau ont été payés.",
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'Les frais ({fee}) dépassent le paiement ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'Le taux de frais, {rate}, dépasse {factor} fois celui du réseau, {networkRate}, pour le prochain bloc.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Les frais sont calculés d’après les montants que le site indique pour l’entrée {inputs}, que d’autres signataires signent et que rien ne prouve : les frais payés peuvent différer. Ce qui sort de ce portefeuille est exact.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'Les frais sont calculés d’après les montants que le site indique pour les entrées {inputs}, que d’autres signataires signent et que rien ne prouve : les frais payés peuvent différer. Ce qui sort de ce portefeuille est exact.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Le taux de frais du réseau n’a pas pu être lu : comparez les frais avec ceux de votre portefeuille.',
  'Foyer will not ask your wallet to sign this.':
    'Foyer ne demandera pas à votre portefeuille de signer ceci.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'La transaction n’a aucune sortie : tout ce qu’elle dépense partirait en frais.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Entrée {index} : le PSBT n’indique pas ce qu’elle dépense, donc ce qui sort de ce portefeuille est inconnu.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'L’entrée {index} dépense des fonds de ce portefeuille sans sa transaction précédente, donc son montant ne peut pas être vérifié : les frais affichés pourraient être loin des frais payés.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'L’entrée {index} demande {sighash} : la signature de ce portefeuille ne couvrirait pas {part}, donc le site pourrait les modifier après votre approbation.',
  'the outputs': 'les sorties',
  'all but one output': 'toutes les sorties sauf une',
  'the other inputs': 'les autres entrées',
  'the outputs or the other inputs': 'les sorties ni les autres entrées',
  'all but one output or the other inputs': 'toutes les sorties sauf une ni les autres entrées',
  'what this review shows': 'ce que montre cet aperçu',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'L’entrée {index} est censée dépenser {stated}, mais sa transaction précédente paie {paid} : le PSBT se contredit.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'L’entrée {index} est censée dépenser {stated}, mais sa transaction précédente paie {paid} à un autre script : le PSBT se contredit.',
  "Unknown: the PSBT does not carry every input's amount":
    'Inconnus : le PSBT ne donne pas le montant de chaque entrée',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Inconnu : le PSBT n’indique pas ce que dépense chaque entrée de ce portefeuille',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Cette transaction utilise un nonce durable : elle n’expire jamais et peut donc être envoyée à tout moment, longtemps après votre approbation.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'Les frais sont payés par {payer}, pas par ce portefeuille : quelqu’un d’autre a préparé cette transaction et la paie.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer ne peut pas savoir combien de SOL vous coûte la création de {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Ceci cède votre compte au programme {program} : il pourrait alors prendre tout votre SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Une autorisation illimitée : {delegate} pourrait prendre tous les jetons de {account}, maintenant ou plus tard.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} devient l’autorité propriétaire de {account} : elle pourrait prendre tous ses jetons.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} devient l’autorité de fermeture de {account} : elle pourrait le fermer et prendre son SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} devient l’autorité {kind} de {account} : elle pourrait utiliser cette autorité à sa guise.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Fermer {account} envoie son SOL à {destination}, pas à ce portefeuille.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'Le programme {program} a un effet inconnu : il pourrait déplacer n’importe lesquels de vos fonds.',
  'Foyer cannot read this transaction': 'Foyer ne peut pas lire cette transaction',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer ne peut pas lire les tables de correspondance d’adresses qu’utilise cette transaction',
  'Foyer cannot read an instruction of this transaction':
    'Foyer ne peut pas lire une instruction de cette transaction',
  'Leaves this wallet (token account {address})': 'Sort de ce portefeuille (compte de jetons {address})',
  'Leaves this wallet (mint {address})': 'Sort de ce portefeuille (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} unités brutes (décimales inconnues)',
  '{amount} tokens': '{amount} jetons',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Autorisation illimitée : {spender} peut dépenser tout le {name} de ce portefeuille (jeton {token}), maintenant et plus tard, jusqu’à la révocation de l’autorisation.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} peut déplacer tous les jetons que ce portefeuille détient dans la collection {token}, maintenant et plus tard, jusqu’à révocation.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Ceci appelle la fonction {selector} de {contract}, que Foyer ne peut pas lire : elle pourrait déplacer n’importe lequel de vos actifs.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Autorisation illimitée : {spender} peut dépenser tout le {name} de ce portefeuille (jeton {token}) dès que ceci est signé.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Cette signature est destinée à la blockchain {chain}, pas à {network} (blockchain {walletChain}) où se trouve ce portefeuille : elle pourrait servir sur cette autre blockchain.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Aucun minimum : vous payez {amount} et pourriez ne rien recevoir en échange.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'Les {token} vont à {receiver} : Foyer ne peut pas savoir si c’est votre compte.',
  'The {token} go to {receiver}, not to your account.': 'Les {token} vont à {receiver}, pas à votre compte.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Le routeur n’échange {symbol} que via son WETH ({weth}) ; ce chemin commence par {token} : le routeur refusera cet échange, et seuls les frais de réseau seront dépensés.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'Le routeur n’échange {symbol} que via son WETH ({weth}) ; ce chemin se termine par {token} : le routeur refusera cet échange, et seuls les frais de réseau seront dépensés.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'L’échéance ({deadline}) est passée : le routeur refusera cet échange, et seuls les frais de réseau seront dépensés.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer ne peut pas décrire cette demande : approuvez-la seulement si vous faites confiance à ce site pour ce qu’il demande.',
  'Foyer cannot read this request: {reason}.': 'Foyer ne peut pas lire cette demande : {reason}.',
  'Send a Bitcoin transaction': 'Envoyer une transaction Bitcoin',
  'Sign a Bitcoin transaction': 'Signer une transaction Bitcoin',
  Inputs: 'Entrées',
  Outputs: 'Sorties',
  'Signed by this wallet': 'Signée par ce portefeuille',
  'Back to this wallet': 'Revient à ce portefeuille',
  'the token': 'jeton',
  tokens: 'jetons',
  mint: 'de frappe',
  freeze: 'de gel',
  'transfer fee config': 'de configuration des frais de transfert',
  'withheld withdraw': 'de retrait des frais retenus',
  'close mint': 'de fermeture du mint',
  'interest rate': 'de taux d’intérêt',
  'permanent delegate': 'de délégué permanent',
  'confidential transfer mint': 'de mint des transferts confidentiels',
  'transfer hook program': 'de programme de hook de transfert',
  'confidential transfer fee config': 'de configuration des frais de transferts confidentiels',
  'metadata pointer': 'de pointeur de métadonnées',
  'group pointer': 'de pointeur de groupe',
  'group member pointer': 'de pointeur de membre de groupe',
  'scaled UI amount': 'de montant affiché mis à l’échelle',
  pause: 'de pause',
  'Send a transaction': 'Envoyer une transaction',
  'Sign a transaction': 'Signer une transaction',
  'Sign a message': 'Signer un message',
  'Sign typed data': 'Signer des données typées',
  'Send calls': 'Envoyer des appels',
  'Send 1 call': 'Envoyer 1 appel',
  'Send {count} calls': 'Envoyer {count} appels',
  'Sign {type}': 'Signer {type}',
  'Call {index}': 'Appel {index}',
  'Call {index}: {heading}': 'Appel {index} : {heading}',
  Sends: 'Envoie',
  Moves: 'Déplace',
  Allowance: 'Autorisation',
  Operator: 'Opérateur',
  'Creates a contract': 'Crée un contrat',
  Request: 'Requête',
  Domain: 'Domaine',
  Message: 'Message',
  'Token permit (EIP-2612)': 'Permis de jeton (EIP-2612)',
  'Permit2 allowance': 'Autorisation Permit2',
  'Permit2 transfer': 'Transfert Permit2',
  Instructions: 'Instructions',
  owner: 'propriétaire',
  close: 'de fermeture',
  'SOL transfer': 'Transfert de SOL',
  '{action} (paid by {payer})': '{action} (payé par {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Crée un compte de {bytes} octets pour le programme {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Crée un compte de {bytes} octets pour le programme {program} (seed « {seed} » de {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Transfert de SOL depuis {from} (seed « {seed} » de {base}, programme {program})',
  'Hands the account to program {program}': 'Remet le compte au programme {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Remet le compte (seed « {seed} » de {base}) au programme {program}',
  'Gives the account {bytes} bytes of data': 'Donne au compte {bytes} octets de données',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Donne au compte {bytes} octets (seed « {seed} » de {base}) et le remet au programme {program}',
  'Advances the durable nonce of this account': 'Fait avancer le nonce durable de ce compte',
  'Withdraws SOL from nonce account {nonce}': 'Retire des SOL du compte nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Fait de ce compte un compte nonce de {authority}',
  'Becomes the authority of nonce account {nonce}': 'Devient l’autorité du compte nonce {nonce}',
  'Upgrades this nonce account': 'Met à niveau ce compte nonce',
  'Token transfer of mint {mint} from {source}': 'Transfert de jetons du mint {mint} depuis {source}',
  'Token transfer from {source}': 'Transfert de jetons depuis {source}',
  'May spend tokens of mint {mint} from {source}': 'Peut dépenser des jetons du mint {mint} depuis {source}',
  'May spend tokens from {source}': 'Peut dépenser des jetons depuis {source}',
  'Burns tokens of mint {mint}': 'Brûle des jetons du mint {mint}',
  'Mints new tokens of mint {mint}': 'Frappe de nouveaux jetons du mint {mint}',
  'Becomes the {kind} authority of {account}': 'Devient l’autorité {kind} de {account}',
  'Removes the {kind} authority of this account for good':
    'Supprime définitivement l’autorité {kind} de ce compte',
  'Closes token account {account}; its SOL goes to this address':
    'Ferme le compte de jetons {account} ; ses SOL vont à cette adresse',
  'Cancels the allowance on this token account': 'Annule l’autorisation sur ce compte de jetons',
  'Freezes this token account of mint {mint}': 'Gèle ce compte de jetons du mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Dégèle ce compte de jetons du mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Met à jour le solde de SOL encapsulé de ce compte de jetons',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Configure un compte de jetons du mint {mint}, détenu par {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Crée un mint de {decimals} décimales ; autorité de frappe {authority}, autorité de gel {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Crée un mint de {decimals} décimales ; autorité de frappe {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Crée le compte de jetons de {wallet} pour le mint {mint} : une instruction précédente le crée, rien n’est payé',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Crée le compte de jetons de {wallet} pour le mint {mint} : il existe déjà, rien n’est payé',
  'Creates the token account of {wallet} for mint {mint}':
    'Crée le compte de jetons de {wallet} pour le mint {mint}',
  'Sets the compute limit to {units} units': 'Fixe la limite de calcul à {units} unités',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Fixe les frais de priorité à {price} micro-lamports par unité de calcul',
  'Asks for a heap of {bytes} bytes': 'Demande un tas de {bytes} octets',
  "Limits the accounts' data to {bytes} bytes": 'Limite les données des comptes à {bytes} octets',
  'Memo: {memo}': 'Mémo : {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Appelle un programme que Foyer ne peut pas lire, avec votre compte : effet inconnu, il pourrait déplacer n’importe lesquels de vos fonds',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Appelle un programme que Foyer ne peut pas lire (votre compte ne lui est pas donné)',
  'A transaction Foyer cannot read': 'Une transaction que Foyer ne peut pas lire',
  'Receives {name} from this wallet': 'Reçoit {name} de ce portefeuille',
  'Receives {name} taken from {from}': 'Reçoit {name} pris sur {from}',
  'May move token #{id} of this wallet’s {name}':
    'Peut déplacer le jeton n° {id} de {name} de ce portefeuille',
  'May spend this wallet’s {name}': 'Peut dépenser le {name} de ce portefeuille',
  '{router} may spend this wallet’s {name}': '{router} peut dépenser le {name} de ce portefeuille',
  '{action} (added to what it may already spend)': '{action} (en plus de ce qu’il peut déjà dépenser)',
  'May move every token this wallet holds in {name} ({token})':
    'Peut déplacer chaque jeton que ce portefeuille détient dans {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Ne peut plus déplacer les jetons de ce portefeuille dans {name}',
  'Receives token #{id} of {name} taken from {from}': 'Reçoit le jeton n° {id} de {name} pris sur {from}',
  'With {bytes} bytes of data for the receiver': 'Avec {bytes} octets de données pour le destinataire',
  'Deploys {bytes} bytes of code': 'Déploie {bytes} octets de code',
  '{router} (declared by this network)': '{router} (déclaré par ce réseau)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Appelle un contrat (non vérifié) : il pourrait déplacer n’importe lequel de vos actifs · fonction {selector}',
  'Token contract ({symbol})': 'Contrat du jeton ({symbol})',
  'Token contract': 'Contrat du jeton',
  'The Uniswap router': 'Le routeur Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'La chaîne n’a pas indiqué les décimales de ce jeton : unités brutes',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Échanger exactement {paid} contre n’importe quelle quantité de {token} (aucun minimum : vous pourriez ne rien recevoir)',
  'Swap exactly {paid} for at least {received}': 'Échanger exactement {paid} contre au moins {received}',
  'Swap at most {paid} for exactly {received}': 'Échanger au plus {paid} contre exactement {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Échanger au plus {paid} contre exactement {received} (ce qui n’est pas utilisé revient à l’expéditeur)',
  'Wraps the {symbol} paid ({token})': 'Encapsule les {symbol} payés ({token})',
  'Pays {token}': 'Paie en {token}',
  'Unwrapped into {symbol} ({token})': 'Désencapsulé en {symbol} ({token})',
  'Receives {token}': 'Reçoit {token}',
  'Through {token}': 'Via {token}',
  'Receives {amount}: this wallet': 'Reçoit {amount} : ce portefeuille',
  'Receives {amount}: NOT this wallet': 'Reçoit {amount} : PAS ce portefeuille',
  'any amount of {token}': 'n’importe quelle quantité de {token}',
  'at least {amount}': 'au moins {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Pour les jetons qui prélèvent des frais à chaque transfert : la limite est vérifiée sur ce qui arrive',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Aucune échéance : le routeur l’accepte à tout moment, au prix du moment',
  'Valid until {deadline}': 'Valable jusqu’au {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Peut dépenser le {name} de ce portefeuille (jeton {token}), {until}',
  'no end date (0)': 'sans date de fin (0)',
  'never expires': 'n’expire jamais',
  'until {date}': 'jusqu’au {date}',
  '{amount} raw units': '{amount} unités brutes',
  'unlimited {token}': 'quantité illimitée de {token}',
  'all tokens': 'tous les jetons',
  none: 'aucun',
  'token #{id}': 'jeton n° {id}',
  '{count} × token #{id}': '{count} × jeton n° {id}',
  'at most {amount}': 'au plus {amount}',
  Unlimited: 'Illimité',
  'Up to {amount}': "Jusqu'à {amount}",
  'Its rent (amount unknown: the mint has extensions)':
    'Son loyer (montant inconnu : le mint a des extensions)',
  'All of its SOL (amount unknown)': 'Tous ses SOL (montant inconnu)',
  'Amount unknown': 'Montant inconnu',
} satisfies Dictionary
