import type { Dictionary } from '../dictionary.js'

// Spanish (neutral, for Spain and Latin America). Product and protocol names (WalletConnect, Farcaster,
// NFT, Ordinals) stay as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Red no encontrada',
  'Network not found': 'No se encontró la red',
  'Invalid App Configuration': 'Configuración de la app no válida',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'El origen no está en la lista de permitidos: añade este origen a tu proyecto en el panel.',
  'Network Error': 'Error de red',
  'Failed to load the embedded wallet.': 'No se pudo cargar la billetera integrada.',
  'Embedded Wallet Request Timed Out': 'Tiempo agotado en la billetera integrada',
  'The embedded wallet did not answer in time.': 'La billetera integrada no respondió a tiempo.',
  'Session Expired': 'Sesión caducada',
  'Your session expired: connect again.': 'Tu sesión caducó: vuelve a conectarte.',
  'Invalid Project ID': 'ID de proyecto no válido',
  'The project id was refused: check it on the dashboard.':
    'Se rechazó el ID de proyecto: revísalo en el panel.',
  'Project ID Not Configured': 'ID de proyecto no configurado',
  'No project id is set: remote features are off (basic mode).':
    'No hay un ID de proyecto: las funciones remotas están desactivadas (modo básico).',
  'No Allowed Origins': 'Sin orígenes permitidos',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'No se pudo leer ningún origen permitido para este proyecto: añade el origen de este sitio al proyecto. Es posible que el acceso con correo y con redes sociales no funcione aquí.',
  'Server Error': 'Error del servidor',
  'The server answered with an error.': 'El servidor respondió con un error.',
  'Rate Limited': 'Límite de solicitudes alcanzado',
  'Too many requests: try again later.': 'Demasiadas solicitudes: vuelve a intentarlo más tarde.',
  'iframe load failed': 'No se pudo cargar el iframe',
  'The login frame did not load.': 'El marco de inicio de sesión no se cargó.',
  'iframe request timeout': 'Tiempo agotado en el iframe',
  'The login frame did not answer in time.': 'El marco de inicio de sesión no respondió a tiempo.',
  'unverified domain': 'Dominio no verificado',
  'This domain is not verified.': 'Este dominio no está verificado.',
  'Multi-Wallet Not Enabled': 'Multibilletera no habilitada',
  'This site connects one wallet at a time.': 'Este sitio conecta una sola billetera a la vez.',
  'Local configuration ignored': 'Configuración local ignorada',
  'Remote configuration loaded: local feature settings are ignored.':
    'Se cargó la configuración remota: se ignoran los ajustes locales de funciones.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'Se ignoró la configuración local de {features} porque se cargó la configuración remota: gestiona estas funciones en el panel del proyecto.',
  'This payment request is not valid: {reason}': 'Esta solicitud de pago no es válida: {reason}',
  'Session not yet valid': 'Sesión aún no válida',
  "The device clock is behind: check the device's date and time.":
    'El reloj del dispositivo va atrasado: revisa la fecha y la hora del dispositivo.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'la aprobación va a {to}, no al contrato de {symbol} {token}',
  "the approval sends {wei} wei of the network's coin":
    'la aprobación envía {wei} wei de la moneda de la red',
  'the approval is not an approval of exactly {amount}':
    'la aprobación no es una aprobación de exactamente {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'la aprobación permite gastar a {spender}, no al router de intercambio de la red {router}',
  'the swap is sent from {from}, not from {account}':
    'el intercambio se envía desde {from}, no desde {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'el intercambio envía {wei} wei de la moneda de la red, no {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'el intercambio va a {to}, no a {spender}, al que la aprobación permite gastar',
  "the swap goes to {to}, not to the network's swap router {router}":
    'el intercambio va a {to}, no al router de intercambio de la red {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'el intercambio no es uno de los intercambios del router por un importe exacto',
  'the swap ({function}) does not pay {from} for {to}': 'el intercambio ({function}) no paga {from} por {to}',
  'the swap pays {amount}, not the amount shown': 'el intercambio paga {amount}, no el importe mostrado',
  "the swap's path starts at {address}, not at {symbol}":
    'la ruta del intercambio empieza en {address}, no en {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'la ruta del intercambio termina en {address}, no en {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'el intercambio paga lo que entrega a {to}, no a {account}',
  'the swap’s deadline has passed': 'el plazo del intercambio ya pasó',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Código de estado HTTP: {status}',
  'Please try again after {seconds} seconds': 'Vuelve a intentarlo dentro de {seconds} segundos',
  'Error registering name {name}': 'Error al registrar el nombre {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'Bitcoin no retransmite pagos tan pequeños: envía al menos {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'La transferencia falló en la red ({error}); se pagó su comisión',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}':
    'No se pudieron cargar los tokens para intercambiar: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'No se pudo obtener una cotización para {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'No hay cotización para {from} → {to}: el servicio de intercambio no ofrece ninguna ruta',
  'Could not read your {symbol} balance from the chain': 'No se pudo leer tu saldo de {symbol} en la cadena',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'No se pudo estimar la comisión de red, así que Máx. no puede reservarla: escribe el importe y deja algo para la comisión',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'No se pudo leer cuánto {symbol} puede gastar el exchange: {reason}',
  'You rejected the approval of {symbol} in your wallet':
    'Rechazaste la aprobación de {symbol} en tu billetera',
  'The approval of {symbol} failed: {reason}': 'La aprobación de {symbol} falló: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'La aprobación de {symbol} se envió, pero no se confirmó a tiempo',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'La aprobación de {symbol} falló en la cadena (se revirtió): el intercambio no se envió. Se pagó la comisión de red.',
  'Could not build the swap: {reason}': 'No se pudo preparar el intercambio: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'El servicio de intercambio preparó una transacción que no es el intercambio mostrado, así que no se envió: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'El precio cambió: el intercambio daría menos de {minimum} (el mínimo mostrado, {slippage} % de deslizamiento). Revisa la nueva cotización.',
  'The swap failed: {reason}': 'El intercambio falló: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Rechazaste la aprobación de {symbol} y el intercambio en tu billetera',
  'The approval of {symbol} and the swap failed: {reason}':
    'La aprobación de {symbol} y el intercambio fallaron: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'La aprobación de {symbol} y el intercambio fallaron: {reason}. No se aprobó ni se intercambió nada.',
  'the swap service did not answer': 'el servicio de intercambio no respondió',
  'the wallet could not send it': 'la billetera no pudo enviarlo',
  'the wallet could not send them': 'la billetera no pudo enviarlos',
  'the chain does not show it': 'la cadena no lo muestra',
  'You hold no {symbol}': 'No tienes {symbol}',

  // The modal's frame
  Back: 'Atrás',
  Close: 'Cerrar',
  'This step must be completed before closing': 'Completa este paso antes de cerrar',

  // View titles (the header), one per view
  'Connect wallet': 'Conectar billetera',
  Account: 'Cuenta',
  'All wallets': 'Todas las billeteras',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Red no compatible',
  'Choose network': 'Elegir red',
  'Get a wallet': 'Obtener una billetera',
  'Switch network': 'Cambiar de red',
  'Switch chain': 'Cambiar de cadena',
  'Choose a name': 'Elegir un nombre',
  'Name registered': 'Nombre registrado',
  'Email login': 'Acceso con correo',
  'Update email': 'Actualizar correo',
  'Social login': 'Acceso con redes sociales',
  Farcaster: 'Farcaster',
  Wallets: 'Billeteras',
  'Buy crypto': 'Comprar cripto',
  Receive: 'Recibir',
  Send: 'Enviar',
  'Sign in': 'Iniciar sesión',
  Swap: 'Intercambiar',
  Pay: 'Pagar',
  'Approve transaction': 'Aprobar transacción',

  // Shared
  'Try again': 'Reintentar',
  Cancel: 'Cancelar',
  'Loading…': 'Cargando…',
  Copied: 'Copiado',
  "Couldn't copy": 'No se pudo copiar',
  'Copy address': 'Copiar dirección',
  'Copy link': 'Copiar enlace',

  // The page's buttons
  'Connecting…': 'Conectando…',
  'Select network': 'Seleccionar red',

  // Connect
  'Loading sign-in options…': 'Cargando opciones de acceso…',
  'New to wallets?': '¿Aún no tienes billetera?',
  'Get one': 'Consigue una',
  Recent: 'Recientes',
  Installed: 'Instaladas',
  Featured: 'Destacadas',
  'More wallets': 'Más billeteras',
  External: 'Externas',
  Recommended: 'Recomendadas',
  'Continue with email': 'Continuar con correo',
  'Continue with a social account': 'Continuar con una cuenta social',
  'Continue with {provider}': 'Continuar con {provider}',

  // All wallets
  'Search wallets': 'Buscar billeteras',
  Search: 'Buscar',
  'Certified only': 'Solo certificadas',
  Certified: 'Certificada',
  'Loading wallets': 'Cargando billeteras',
  'Loading more wallets': 'Cargando más billeteras',
  'No wallet found': 'No se encontró ninguna billetera',
  'Nothing matches “{query}”.': 'Nada coincide con «{query}».',
  'Nothing matches “{query}” among certified wallets.':
    'Nada coincide con «{query}» entre las billeteras certificadas.',
  'The directory has no wallets.': 'El directorio no tiene billeteras.',
  'The directory has no wallets among certified wallets.': 'El directorio no tiene billeteras certificadas.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} billetera|many: {count} de billeteras|other: {count} billeteras',
  'Wallet directory not configured': 'Directorio de billeteras no configurado',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Para explorar y buscar todas las billeteras se necesita el directorio de billeteras: configura un ID de proyecto y la URL de su API.',

  // Account
  'Approve the request in your wallet.': 'Aprueba la solicitud en tu billetera.',
  'Network:': 'Red:',
  'Email:': 'Correo:',
  Update: 'Actualizar',
  'Smart account': 'Cuenta inteligente',
  'Switch to smart account': 'Cambiar a cuenta inteligente',
  'Switching to your smart account…': 'Cambiando a tu cuenta inteligente…',
  Wallet: 'Billetera',
  'Wallets:': 'Billeteras:',
  'View on explorer': 'Ver en el explorador',
  Disconnect: 'Desconectar',
  Accounts: 'Cuentas',
  Payment: 'Pagos',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Copiar dirección de pagos',
  'Copy ordinals address': 'Copiar dirección de Ordinals',
  'Other addresses': 'Otras direcciones',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Redes no conectadas',
  'Switch to {network}': 'Cambiar a {network}',
  'Loading balance…': 'Cargando saldo…',
  'Balance unavailable': 'Saldo no disponible',
  Tokens: 'Tokens',
  Total: 'Total',
  Unknown: 'Desconocido',
  'Loading tokens…': 'Cargando tokens…',
  'Token balances are unavailable.': 'Los saldos de tokens no están disponibles.',
  'No tokens on this network yet.': 'Aún no hay tokens en esta red.',
  NFTs: 'NFT',
  'Loading NFTs…': 'Cargando NFT…',
  'NFTs are unavailable.': 'Los NFT no están disponibles.',
  'No NFTs on this network yet.': 'Aún no hay NFT en esta red.',
  Activity: 'Actividad',
  'Loading activity…': 'Cargando actividad…',
  'No activity on this network yet.': 'Aún no hay actividad en esta red.',
  'Show more': 'Mostrar más',
  Failed: 'Fallida',
  Pending: 'Pendiente',

  // Networks, switching, connecting
  Networks: 'Redes',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Tu billetera está en una red que esta aplicación no admite. Elige una de abajo.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Esta aplicación no admite tu red actual. Cambia a una opción disponible para continuar.',
  'the network': 'la red',
  'Approve in wallet': 'Aprueba en la billetera',
  'Switch to {network} in {wallet}': 'Cambiar a {network} en {wallet}',
  'Switched to {network}': 'Ahora estás en {network}',
  'your wallet': 'tu billetera',
  'Connected to {wallet}': 'Conectado a {wallet}',
  'Continue in {wallet}': 'Continúa en {wallet}',
  'Accept the connection request in your wallet.': 'Acepta la solicitud de conexión en tu billetera.',
  '{namespace} wallet needed': 'Se necesita una billetera {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Para usar {network}, conecta una billetera compatible con redes {namespace}.',
  'Your current wallet is on {namespace}.': 'Tu billetera actual está en {namespace}.',

  // Connecting over WalletConnect
  wallet: 'billetera',
  'Approved in {wallet}': 'Aprobado en {wallet}',
  'Scan with {wallet}': 'Escanea con {wallet}',
  'Scan with your phone': 'Escanea con tu teléfono',
  'Reconnecting to WalletConnect…': 'Reconectando con WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} abre este sitio en su propio navegador, donde se conecta directamente.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Tu billetera abre este sitio en su propio navegador, donde se conecta directamente.',
  'Open in {wallet}': 'Abrir en {wallet}',
  'Open {wallet}': 'Abrir {wallet}',
  'Preparing the link…': 'Preparando el enlace…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Esperando a que el relay de WalletConnect cree un código de emparejamiento…',
  'Approve the connection in your wallet, then come back here.':
    'Aprueba la conexión en tu billetera y luego vuelve aquí.',
  'Get a new link': 'Obtener un enlace nuevo',
  'Wallet not opening? Copy the link': '¿No se abre la billetera? Copia el enlace',
  'Copy the link into your wallet': 'Copia el enlace en tu billetera',
  'QR code to connect {wallet}': 'Código QR para conectar {wallet}',
  'QR code to connect your wallet': 'Código QR para conectar tu billetera',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Escanéalo con la cámara de tu teléfono o el escáner de tu billetera.',
  "Can't scan? Copy the link": '¿No puedes escanear? Copia el enlace',
  'Get a new QR code': 'Obtener un código QR nuevo',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Ver todas las billeteras',
  'No wallet to suggest': 'No hay billeteras que sugerir',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'El directorio de billeteras no indicó dónde obtenerlas. Busca una app de billetera en la tienda de apps de tu teléfono o una extensión de billetera en la de tu navegador.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Una billetera guarda tus criptomonedas y te permite iniciar sesión en apps como esta, sin contraseñas que recordar. Consigue una y vuelve aquí para conectarla.',
  'Loading wallets…': 'Cargando billeteras…',
  Extension: 'Extensión',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Sitio web',
  'browser extension': 'extensión del navegador',
  'iOS app': 'app para iOS',
  'Android app': 'app para Android',
  website: 'sitio web',
  '{wallet} {link} (opens in a new tab)': '{link} de {wallet} (se abre en una pestaña nueva)',
  'Close notification': 'Cerrar notificación',
  'Notifications (Alt+T)': 'Notificaciones (Alt+T)',
  'Dismiss alert': 'Descartar alerta',

  // Email, social and Farcaster login
  Continue: 'Continuar',
  'No code?': '¿No te llegó el código?',
  'Send another': 'Enviar otro',
  'Your email': 'Tu correo electrónico',
  'Enter the code sent to {email}': 'Introduce el código enviado a {email}',
  'Sending a code to {email}…': 'Enviando un código a {email}…',
  'Approve this device from the email sent to {email}.':
    'Aprueba este dispositivo desde el correo enviado a {email}.',
  'Checking the code…': 'Verificando el código…',
  'Signing you in…': 'Iniciando sesión…',
  'Email login is not set up': 'El acceso con correo no está configurado',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Este sitio no tiene una billetera integrada para iniciar sesión con correo. Conecta una billetera en su lugar.',
  'New email': 'Nuevo correo electrónico',
  'your new email': 'tu nuevo correo electrónico',
  'One moment…': 'Un momento…',
  'This site has no embedded wallet whose email could change.':
    'Este sitio no tiene una billetera integrada cuyo correo se pueda cambiar.',
  'Taking you to {provider}…': 'Te llevamos a {provider}…',
  'Logging you in with {provider}…': 'Iniciando sesión con {provider}…',
  'Logged in with {provider}.': 'Sesión iniciada con {provider}.',
  'Log in with {provider} in the window that opened.':
    'Inicia sesión con {provider} en la ventana que se abrió.',
  'Social login is not set up': 'El acceso con redes sociales no está configurado',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Este sitio no tiene una billetera integrada para iniciar sesión con una red social. Conecta una billetera en su lugar.',
  'QR code to log in with Farcaster': 'Código QR para iniciar sesión con Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Escanéalo con la cámara del teléfono y aprueba el inicio de sesión en la app de Farcaster.',
  'Loading your Farcaster account…': 'Cargando tu cuenta de Farcaster…',
  'Farcaster login is not set up': 'El acceso con Farcaster no está configurado',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Este sitio no tiene una billetera integrada para iniciar sesión con Farcaster. Conecta una billetera en su lugar.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Iniciando sesión',
  'This site': 'Este sitio',
  '{app} needs to connect to your wallet': '{app} necesita conectarse a tu billetera',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Firma este mensaje para demostrar que eres el titular de {address}. No cuesta nada y no envía ninguna transacción.',
  'Approve the signature in your wallet': 'Aprueba la firma en tu billetera',
  Sign: 'Firmar',
  'Message to sign': 'Mensaje para firmar',
  'No transaction to approve': 'No hay ninguna transacción para aprobar',
  'Nothing is waiting for your approval.': 'No hay nada pendiente de tu aprobación.',
  Warnings: 'Advertencias',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: {count} transacción más espera después de esta|many: {count} de transacciones más esperan después de esta|other: {count} transacciones más esperan después de esta',
  'Approve the transaction in your wallet': 'Aprueba la transacción en tu billetera',
  Approve: 'Aprobar',
  Decline: 'Rechazar',
  Done: 'Listo',
  '{namespace} wallets': 'Billeteras de {namespace}',
  'No wallet connected.': 'No hay ninguna billetera conectada.',
  'Connected wallets': 'Billeteras conectadas',
  Active: 'Activa',
  'Switch to {wallet}': 'Cambiar a {wallet}',
  Switch: 'Cambiar',
  'Disconnect {wallet}': 'Desconectar {wallet}',
  'Recent wallets': 'Billeteras recientes',
  'Connect {wallet}': 'Conectar {wallet}',
  Connect: 'Conectar',
  'Remove {wallet}': 'Quitar {wallet}',
  Remove: 'Quitar',
  'Add wallet': 'Añadir billetera',
  'Multi-wallet is not set up on this site.': 'Este sitio no tiene configuradas varias billeteras.',
  'Your account now goes by this name.': 'Tu cuenta ahora usa este nombre.',
  'Back to account': 'Volver a la cuenta',
  'Names are not set up': 'Los nombres no están configurados',
  'This site does not register names for accounts.': 'Este sitio no registra nombres para las cuentas.',
  'Registering {name}…': 'Registrando {name}…',
  Name: 'Nombre',
  Register: 'Registrar',
  'At least 4 letters, digits or hyphens.': 'Al menos 4 letras, números o guiones.',
  Suggestions: 'Sugerencias',
  Taken: 'No disponible',
  Available: 'Disponible',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'No hay ninguna cuenta conectada',
  'Connect a wallet to receive funds.': 'Conecta una billetera para recibir fondos.',
  'QR code of your address': 'Código QR de tu dirección',
  'Send only on {network}': 'Envía solo en {network}',
  'This address also receives on {networks}': 'Esta dirección también recibe en {networks}',
  'Sending is not set up': 'El envío no está configurado',
  'This site does not send from the modal.': 'Este sitio no envía desde esta ventana.',
  'Approve the transaction in your wallet.': 'Aprueba la transacción en tu billetera.',
  Token: 'Token',
  Amount: 'Importe',
  'Amount in {symbol}': 'Importe en {symbol}',
  Max: 'Máx.',
  To: 'Para',
  'Address or name': 'Dirección o nombre',
  '{name} is': '{name} es',
  'Network fee': 'Comisión de red',
  'Up to {fee}': 'Hasta {fee}',
  'Receiver gets': 'El destinatario recibe',
  'Checking the balance and the network fee…': 'Comprobando el saldo y la comisión de red…',
  'Swaps are not set up': 'Los intercambios no están configurados',
  'This site does not swap from the modal.': 'Este sitio no hace intercambios desde esta ventana.',
  'You pay': 'Pagas',
  'You receive': 'Recibes',
  'You receive at least': 'Recibes como mínimo',
  Expected: 'Estimado',
  'Price impact': 'Impacto en el precio',
  'Your balance': 'Tu saldo',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'No se pudo estimar',
  '{fee}, includes the approval': '{fee}, incluye la aprobación',
  'Your {symbol} balance does not cover the network fee': 'Tu saldo de {symbol} no cubre la comisión de red',
  'Preparing the swap…': 'Preparando el intercambio…',
  'Swap sent: waiting for it to be confirmed…': 'Intercambio enviado: esperando la confirmación…',
  'Swap again': 'Intercambiar de nuevo',
  'Stop waiting': 'Dejar de esperar',
  'Swap the tokens’ places': 'Invertir los tokens',
  'Getting a quote…': 'Obteniendo una cotización…',
  'Buying is not set up': 'La compra no está configurada',
  'This site does not sell crypto from the modal.': 'Este sitio no vende cripto desde esta ventana.',
  'Loading what you can buy…': 'Cargando lo que puedes comprar…',
  'Your browser blocked the provider’s window.': 'Tu navegador bloqueó la ventana del proveedor.',
  'the provider': 'el proveedor',
  'Open {provider} in a new tab': 'Abrir {provider} en una pestaña nueva',
  'Check again': 'Volver a comprobar',
  'Back to the form': 'Volver al formulario',
  'Buy more': 'Comprar más',
  'Opening {provider}…': 'Abriendo {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Completa tu compra en la ventana de {provider}. Ciérrala cuando termines.',
  'Waiting for your purchase to arrive…': 'Esperando a que llegue tu compra…',
  'The provider list could not be loaded: showing the usual currencies.':
    'No se pudo cargar la lista de proveedores: se muestran las monedas habituales.',
  'Payment currency': 'Moneda de pago',
  'Payment method': 'Método de pago',
  Card: 'Tarjeta',
  'Bank account': 'Cuenta bancaria',
  'The least you can pay by card is {limit}': 'Lo mínimo que puedes pagar con tarjeta es {limit}',
  'The most you can pay by card is {limit}': 'Lo máximo que puedes pagar con tarjeta es {limit}',
  'The least you can pay by bank account is {limit}':
    'Lo mínimo que puedes pagar desde una cuenta bancaria es {limit}',
  'The most you can pay by bank account is {limit}':
    'Lo máximo que puedes pagar desde una cuenta bancaria es {limit}',
  'You buy': 'Compras',
  Provider: 'Proveedor',
  'Enter an amount to see a quote.': 'Introduce un importe para ver una cotización.',
  Buy: 'Comprar',
  'Buy with {provider}': 'Comprar con {provider}',
  'Payments are not set up': 'Los pagos no están configurados',
  'This site does not ask for payments from the modal.': 'Este sitio no solicita pagos desde esta ventana.',
  'Reading the amount…': 'Leyendo el importe…',
  Network: 'Red',
  'Copy recipient address': 'Copiar la dirección del destinatario',
  From: 'Desde',
  'up to {fee}': 'hasta {fee}',
  'Estimating…': 'Calculando…',
  'Loading the payment…': 'Cargando el pago…',
  'No payment was asked for.': 'No se solicitó ningún pago.',
  'Approve the payment of {amount} in your wallet': 'Aprueba el pago de {amount} en tu billetera',
  'Reading the payment from the network…': 'Leyendo el pago en la red…',
  'Payment sent: waiting for it to be confirmed…': 'Pago enviado: esperando la confirmación…',
  'Paid {amount}.': 'Pagaste {amount}.',
  Transaction: 'Transacción',
  'Pay from': 'Pagar desde',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'No alcanza para el importe y la comisión de red: se necesitan {needed} {symbol}, hay {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'No alcanza para el importe: se necesitan {needed} {symbol}, hay {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'No alcanza para la comisión de red: se necesitan {needed} {symbol}, hay {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Pagas {paid} · Recibes unos {received} · comisión {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Pagas {paid} · estimación: {provider} muestra lo que recibes y la comisión',
  '{amount} arrived in your wallet': 'Recibiste {amount} en tu billetera',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — alto: recibes mucho menos que el precio del pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    'No tienes suficiente {symbol}: se necesitan {needed} {symbol}, hay {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    'No tienes suficiente {symbol}: se necesitan {needed} {symbol} con la comisión de red, hay {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} tiene como máximo {decimals} decimales',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Aprueba {symbol} en tu billetera ({step} de {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Intercambia {from} por {to} en tu billetera ({step} de {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Aprueba {from} e intercámbialo por {to} en tu billetera (una sola solicitud)',
  'Swapped {paid} for at least {received}.': 'Intercambiaste {paid} por al menos {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'El intercambio falló en la cadena (se revirtió): no se intercambió nada y se pagó la comisión de red. Tu aprobación para que el exchange gaste {amount} sigue vigente.',
  'No address is registered for {name} on {network}':
    'No hay ninguna dirección registrada para {name} en {network}',
  'This is not a valid {namespace} address': 'Esta no es una dirección {namespace} válida',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'No tienes suficiente {symbol} para el importe y la comisión de red: se necesitan {needed} {symbol}, hay {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'No tienes suficiente {symbol} para el importe: se necesitan {needed} {symbol}, hay {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'No tienes suficiente {symbol} para la comisión de red: se necesitan {needed} {symbol}, hay {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Incluye {amount} para abrir la cuenta de {symbol} del destinatario',
  'About {amount}': 'Aproximadamente {amount}',
  'At most {amount}': 'Como máximo {amount}',
  '{amount} plus the network fee': '{amount} más la comisión de red',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Conexión rechazada',
  'Failed to connect': 'No se pudo conectar',
  'Network switch rejected': 'Cambio de red rechazado',
  'Signature declined': 'Firma rechazada',
  'Popup closed': 'Ventana emergente cerrada',
  'Request was aborted': 'La solicitud se canceló',
  'Another request is waiting for the wallet': 'Otra solicitud está esperando en la billetera',
  'The wallet did not share that account with this site':
    'La billetera no compartió esa cuenta con este sitio',
  'The connector does not support any of the requested chains':
    'La billetera no admite ninguna de las cadenas solicitadas',
  'Failed to initiate social connection': 'No se pudo iniciar el acceso con redes sociales',
  'Failed to connect to farcaster': 'No se pudo conectar con Farcaster',
  'Token Balance Unavailable': 'Saldo de tokens no disponible',
  'Failed to fetch transactions': 'No se pudieron obtener las transacciones',
  'Something went wrong': 'Algo salió mal',
  'Address copied': 'Dirección copiada',
  'No wallets found': 'No se encontraron billeteras',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Abre esta página en el navegador de tu app de billetera o instala primero una app de billetera.',
  'Install a wallet browser extension, then reload this page.':
    'Instala una extensión de billetera en tu navegador y luego recarga esta página.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Se requieren un importe y la dirección del destinatario',
  'A token is required': 'Se requiere un token',
  'Unsupported chain': 'Cadena no compatible',
  'Leaves this wallet': 'Sale de esta billetera',
  'Comes into this wallet': 'Entra en esta billetera',
  Fee: 'Comisión',
  'Signed by': 'Firmado por',
  'Fee paid by': 'Comisión pagada por',
  'Could not be read': 'No se pudo leer',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Escribe el importe en dígitos, con un punto para los decimales (como 0.5)',
  'Enter an amount above 0': 'Introduce un importe mayor que 0',
  'Enter an amount like 100 or 49.99': 'Introduce un importe como 100 o 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'La compra aún no ha llegado. Puede tardar unos minutos.',
  'The provider’s page could not be opened. Try again.':
    'No se pudo abrir la página del proveedor. Inténtalo de nuevo.',
  'Nothing can be bought on this network': 'No se puede comprar nada en esta red',
  'Connect an EVM account to swap': 'Conecta una cuenta EVM para intercambiar',
  'Network not supported for Swaps': 'Red no compatible con intercambios',
  'Swaps are not offered in your region': 'Los intercambios no están disponibles en tu región',
  'You rejected the swap in your wallet': 'Rechazaste el intercambio en tu billetera',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Intercambio enviado; aún no se ha confirmado. Revisa tu billetera antes de volver a intercambiar.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'La aprobación y el intercambio fallaron en la cadena (se revirtieron juntos): no se aprobó ni se intercambió nada y se pagó la comisión de red.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'El intercambio falló en la cadena (se revirtió): no se intercambió nada y se pagó la comisión de red.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'La comisión ({fee}) es mayor que el pago ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'La tasa de comisión, {rate}, es más de {factor} veces la de la red, {networkRate}, para el próximo bloque.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'La comisión se calcula con los importes que el sitio indica para la entrada {inputs}, que firman otras partes y que nada demuestra: la comisión pagada puede ser distinta. Lo que sale de esta billetera es exacto.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'La comisión se calcula con los importes que el sitio indica para las entradas {inputs}, que firman otras partes y que nada demuestra: la comisión pagada puede ser distinta. Lo que sale de esta billetera es exacto.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'No se pudo leer la tasa de comisión de la red: compara la comisión con la de tu billetera.',
  'Foyer will not ask your wallet to sign this.': 'Foyer no pedirá a tu billetera que firme esto.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'La transacción no tiene salidas: todo lo que gasta se iría en comisión.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Entrada {index}: el PSBT no indica qué gasta, así que no se sabe qué sale de esta billetera.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'La entrada {index} gasta monedas de esta billetera sin su transacción anterior, así que su importe no se puede comprobar: la comisión mostrada podría estar lejos de la comisión pagada.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'La entrada {index} pide {sighash}: la firma de esta billetera no cubriría {part}, así que el sitio podría cambiarlas después de que apruebes.',
  'the outputs': 'las salidas',
  'all but one output': 'todas las salidas menos una',
  'the other inputs': 'las demás entradas',
  'the outputs or the other inputs': 'las salidas ni las demás entradas',
  'all but one output or the other inputs': 'todas las salidas menos una ni las demás entradas',
  'what this review shows': 'lo que muestra esta revisión',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'La entrada {index} declara gastar {stated}, pero su transacción anterior paga {paid}: el PSBT se contradice.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'La entrada {index} declara gastar {stated}, pero su transacción anterior paga {paid} a otro script: el PSBT se contradice.',
  "Unknown: the PSBT does not carry every input's amount":
    'Desconocida: el PSBT no indica el importe de cada entrada',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Desconocido: el PSBT no indica qué gasta cada entrada de esta billetera',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Esta transacción usa un nonce duradero: nunca caduca, así que puede enviarse en cualquier momento, mucho después de que la apruebes.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'La comisión la paga {payer}, no esta billetera: otra persona preparó esta transacción y la paga.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'Foyer no puede saber cuánto SOL te cuesta crear {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Esto entrega tu cuenta al programa {program}: luego podría quedarse con todo tu SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Una autorización ilimitada: {delegate} podría tomar todos los tokens de {account}, ahora o más adelante.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} pasa a ser la autoridad propietaria de {account}: podría tomar todos sus tokens.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} pasa a ser la autoridad de cierre de {account}: podría cerrarla y quedarse con su SOL.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} pasa a ser la autoridad {kind} de {account}: podría usar esa autoridad como quiera.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Cerrar {account} envía su SOL a {destination}, no a esta billetera.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'El programa {program} tiene un efecto desconocido: podría mover cualquiera de tus fondos.',
  'Foyer cannot read this transaction': 'Foyer no puede leer esta transacción',
  'Foyer cannot read the address lookup tables this transaction uses':
    'Foyer no puede leer las tablas de búsqueda de direcciones que usa esta transacción',
  'Foyer cannot read an instruction of this transaction':
    'Foyer no puede leer una instrucción de esta transacción',
  'Leaves this wallet (token account {address})': 'Sale de esta billetera (cuenta de token {address})',
  'Leaves this wallet (mint {address})': 'Sale de esta billetera (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} unidades sin convertir (decimales desconocidos)',
  '{amount} tokens': '{amount} tokens',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Autorización ilimitada: {spender} puede gastar todo el {name} de esta billetera (token {token}), ahora y más adelante, hasta que se revoque la autorización.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} puede mover todos los tokens que esta billetera tiene en la colección {token}, ahora y más adelante, hasta que se revoque.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Esto llama a la función {selector} de {contract}, que Foyer no puede leer: podría mover cualquiera de tus activos.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Autorización ilimitada: {spender} puede gastar todo el {name} de esta billetera (token {token}) en cuanto se firme.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Esta firma es para la cadena {chain}, no para {network} (cadena {walletChain}) donde está esta billetera: podría usarse en esa otra cadena.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Sin mínimo: pagas {amount} y podrías no recibir nada a cambio.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'Los {token} van a {receiver}: Foyer no puede saber si esa es tu cuenta.',
  'The {token} go to {receiver}, not to your account.': 'Los {token} van a {receiver}, no a tu cuenta.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'El router intercambia {symbol} solo a través de su WETH ({weth}); esta ruta empieza con {token}: el router rechazará este intercambio y solo se gastará la comisión de red.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'El router intercambia {symbol} solo a través de su WETH ({weth}); esta ruta termina con {token}: el router rechazará este intercambio y solo se gastará la comisión de red.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'El plazo ({deadline}) ya pasó: el router rechazará este intercambio y solo se gastará la comisión de red.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'Foyer no puede describir esta solicitud: apruébala solo si confías en este sitio para lo que pide.',
  'Foyer cannot read this request: {reason}.': 'Foyer no puede leer esta solicitud: {reason}.',
  'Send a Bitcoin transaction': 'Enviar una transacción de Bitcoin',
  'Sign a Bitcoin transaction': 'Firmar una transacción de Bitcoin',
  Inputs: 'Entradas',
  Outputs: 'Salidas',
  'Signed by this wallet': 'Firmada por esta billetera',
  'Back to this wallet': 'Vuelve a esta billetera',
  'the token': 'token',
  tokens: 'tokens',
  mint: 'de acuñación',
  freeze: 'de congelación',
  'transfer fee config': 'de configuración de la comisión de transferencia',
  'withheld withdraw': 'de retiro de las comisiones retenidas',
  'close mint': 'de cierre del mint',
  'interest rate': 'de tasa de interés',
  'permanent delegate': 'de delegado permanente',
  'confidential transfer mint': 'de mint de transferencias confidenciales',
  'transfer hook program': 'de programa de hook de transferencia',
  'confidential transfer fee config': 'de configuración de la comisión de transferencias confidenciales',
  'metadata pointer': 'de puntero de metadatos',
  'group pointer': 'de puntero de grupo',
  'group member pointer': 'de puntero de miembro de grupo',
  'scaled UI amount': 'de importe escalado en pantalla',
  pause: 'de pausa',
  'Send a transaction': 'Enviar una transacción',
  'Sign a transaction': 'Firmar una transacción',
  'Sign a message': 'Firmar un mensaje',
  'Sign typed data': 'Firmar datos tipados',
  'Send calls': 'Enviar llamadas',
  'Send 1 call': 'Enviar 1 llamada',
  'Send {count} calls': 'Enviar {count} llamadas',
  'Sign {type}': 'Firmar {type}',
  'Call {index}': 'Llamada {index}',
  'Call {index}: {heading}': 'Llamada {index}: {heading}',
  Sends: 'Envía',
  Moves: 'Mueve',
  Allowance: 'Autorización',
  Operator: 'Operador',
  'Creates a contract': 'Crea un contrato',
  Request: 'Solicitud',
  Domain: 'Dominio',
  Message: 'Mensaje',
  'Token permit (EIP-2612)': 'Permiso de token (EIP-2612)',
  'Permit2 allowance': 'Autorización de Permit2',
  'Permit2 transfer': 'Transferencia de Permit2',
  Instructions: 'Instrucciones',
  owner: 'propietaria',
  close: 'de cierre',
  'SOL transfer': 'Transferencia de SOL',
  '{action} (paid by {payer})': '{action} (pagado por {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Crea una cuenta de {bytes} bytes para el programa {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Crea una cuenta de {bytes} bytes para el programa {program} (semilla "{seed}" de {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Transferencia de SOL desde {from} (semilla "{seed}" de {base}, programa {program})',
  'Hands the account to program {program}': 'Entrega la cuenta al programa {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Entrega la cuenta (semilla "{seed}" de {base}) al programa {program}',
  'Gives the account {bytes} bytes of data': 'Da a la cuenta {bytes} bytes de datos',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Da a la cuenta {bytes} bytes (semilla "{seed}" de {base}) y la entrega al programa {program}',
  'Advances the durable nonce of this account': 'Avanza el nonce duradero de esta cuenta',
  'Withdraws SOL from nonce account {nonce}': 'Retira SOL de la cuenta nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Convierte esta cuenta en una cuenta nonce de {authority}',
  'Becomes the authority of nonce account {nonce}': 'Pasa a ser la autoridad de la cuenta nonce {nonce}',
  'Upgrades this nonce account': 'Actualiza esta cuenta nonce',
  'Token transfer of mint {mint} from {source}': 'Transferencia de tokens del mint {mint} desde {source}',
  'Token transfer from {source}': 'Transferencia de tokens desde {source}',
  'May spend tokens of mint {mint} from {source}': 'Puede gastar tokens del mint {mint} desde {source}',
  'May spend tokens from {source}': 'Puede gastar tokens desde {source}',
  'Burns tokens of mint {mint}': 'Quema tokens del mint {mint}',
  'Mints new tokens of mint {mint}': 'Acuña nuevos tokens del mint {mint}',
  'Becomes the {kind} authority of {account}': 'Pasa a ser la autoridad {kind} de {account}',
  'Removes the {kind} authority of this account for good':
    'Elimina para siempre la autoridad {kind} de esta cuenta',
  'Closes token account {account}; its SOL goes to this address':
    'Cierra la cuenta de token {account}; sus SOL van a esta dirección',
  'Cancels the allowance on this token account': 'Cancela la autorización de esta cuenta de token',
  'Freezes this token account of mint {mint}': 'Congela esta cuenta de token del mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Descongela esta cuenta de token del mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Actualiza el saldo de SOL envuelto de esta cuenta de token',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Configura una cuenta de token del mint {mint}, cuyo propietario es {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Crea un mint de {decimals} decimales; autoridad de acuñación {authority}, autoridad de congelación {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Crea un mint de {decimals} decimales; autoridad de acuñación {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Crea la cuenta de token de {wallet} para el mint {mint}: una instrucción anterior la crea, no se paga nada',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Crea la cuenta de token de {wallet} para el mint {mint}: ya existe, no se paga nada',
  'Creates the token account of {wallet} for mint {mint}':
    'Crea la cuenta de token de {wallet} para el mint {mint}',
  'Sets the compute limit to {units} units': 'Fija el límite de cómputo en {units} unidades',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Fija la comisión de prioridad en {price} micro-lamports por unidad de cómputo',
  'Asks for a heap of {bytes} bytes': 'Pide un heap de {bytes} bytes',
  "Limits the accounts' data to {bytes} bytes": 'Limita los datos de las cuentas a {bytes} bytes',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Llama a un programa que Foyer no puede leer, con tu cuenta: efecto desconocido, podría mover cualquiera de tus fondos',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Llama a un programa que Foyer no puede leer (no recibe tu cuenta)',
  'A transaction Foyer cannot read': 'Una transacción que Foyer no puede leer',
  'Receives {name} from this wallet': 'Recibe {name} de esta billetera',
  'Receives {name} taken from {from}': 'Recibe {name} tomado de {from}',
  'May move token #{id} of this wallet’s {name}': 'Puede mover el token n.º {id} de {name} de esta billetera',
  'May spend this wallet’s {name}': 'Puede gastar el {name} de esta billetera',
  '{router} may spend this wallet’s {name}': '{router} puede gastar el {name} de esta billetera',
  '{action} (added to what it may already spend)': '{action} (sumado a lo que ya puede gastar)',
  'May move every token this wallet holds in {name} ({token})':
    'Puede mover todos los tokens que esta billetera tiene en {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Ya no puede mover los tokens de esta billetera en {name}',
  'Receives token #{id} of {name} taken from {from}': 'Recibe el token n.º {id} de {name} tomado de {from}',
  'With {bytes} bytes of data for the receiver': 'Con {bytes} bytes de datos para el receptor',
  'Deploys {bytes} bytes of code': 'Despliega {bytes} bytes de código',
  '{router} (declared by this network)': '{router} (declarado por esta red)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Llama a un contrato (sin verificar): podría mover cualquiera de tus activos · función {selector}',
  'Token contract ({symbol})': 'Contrato del token ({symbol})',
  'Token contract': 'Contrato del token',
  'The Uniswap router': 'El router de Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'La cadena no indicó los decimales de este token: unidades sin convertir',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Intercambiar exactamente {paid} por cualquier cantidad de {token} (sin mínimo: podrías no recibir nada)',
  'Swap exactly {paid} for at least {received}': 'Intercambiar exactamente {paid} por al menos {received}',
  'Swap at most {paid} for exactly {received}': 'Intercambiar como máximo {paid} por exactamente {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Intercambiar como máximo {paid} por exactamente {received} (lo que no se use vuelve al remitente)',
  'Wraps the {symbol} paid ({token})': 'Envuelve el {symbol} pagado ({token})',
  'Pays {token}': 'Paga {token}',
  'Unwrapped into {symbol} ({token})': 'Desenvuelto en {symbol} ({token})',
  'Receives {token}': 'Recibe {token}',
  'Through {token}': 'A través de {token}',
  'Receives {amount}: this wallet': 'Recibe {amount}: esta billetera',
  'Receives {amount}: NOT this wallet': 'Recibe {amount}: NO es esta billetera',
  'any amount of {token}': 'cualquier cantidad de {token}',
  'at least {amount}': 'al menos {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Para tokens que cobran una comisión al moverse: el límite se comprueba sobre lo que llega',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Sin plazo: el router lo acepta en cualquier momento, al precio que haya entonces',
  'Valid until {deadline}': 'Válido hasta {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Puede gastar el {name} de esta billetera (token {token}), {until}',
  'no end date (0)': 'sin fecha de fin (0)',
  'never expires': 'nunca vence',
  'until {date}': 'hasta {date}',
  '{amount} raw units': '{amount} unidades sin convertir',
  'unlimited {token}': 'cantidad ilimitada de {token}',
  'all tokens': 'todos los tokens',
  none: 'ninguno',
  'token #{id}': 'token n.º {id}',
  '{count} × token #{id}': '{count} × token n.º {id}',
  'at most {amount}': 'como máximo {amount}',
  Unlimited: 'Ilimitado',
  'Up to {amount}': 'Hasta {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'Su renta (importe desconocido: el mint tiene extensiones)',
  'All of its SOL (amount unknown)': 'Todos sus SOL (importe desconocido)',
  'Amount unknown': 'Importe desconocido',
} satisfies Dictionary
