import type { Dictionary } from '../dictionary.js'

// Portuguese (Brazil), the only Portuguese (pt and pt-PT read it too), addressing the reader as "você"
// as Brazilian wallet apps do. Product and protocol names (WalletConnect, Farcaster, NFT, Ordinals) stay
// as they are.
export default {
  // The modal's alerts: their titles and messages, and those core raises in their place
  'Network Not Found': 'Rede não encontrada',
  'Network not found': 'A rede não foi encontrada',
  'Invalid App Configuration': 'Configuração do app inválida',
  'Origin not allow-listed: add this origin to your project on the dashboard.':
    'Origem fora da lista de permitidas: adicione esta origem ao seu projeto no painel.',
  'Network Error': 'Erro de rede',
  'Failed to load the embedded wallet.': 'Falha ao carregar a carteira integrada.',
  'Embedded Wallet Request Timed Out': 'Tempo esgotado na carteira integrada',
  'The embedded wallet did not answer in time.': 'A carteira integrada não respondeu a tempo.',
  'Session Expired': 'Sessão expirada',
  'Your session expired: connect again.': 'Sua sessão expirou: conecte-se novamente.',
  'Invalid Project ID': 'ID de projeto inválido',
  'The project id was refused: check it on the dashboard.':
    'O ID de projeto foi recusado: verifique-o no painel.',
  'Project ID Not Configured': 'ID de projeto não configurado',
  'No project id is set: remote features are off (basic mode).':
    'Nenhum ID de projeto definido: os recursos remotos estão desativados (modo básico).',
  'No Allowed Origins': 'Nenhuma origem permitida',
  "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.":
    'Não foi possível ler nenhuma origem permitida para este projeto: adicione a origem deste site ao projeto. O login com e-mail e com rede social pode não funcionar aqui.',
  'Server Error': 'Erro do servidor',
  'The server answered with an error.': 'O servidor respondeu com um erro.',
  'Rate Limited': 'Limite de solicitações atingido',
  'Too many requests: try again later.': 'Solicitações demais: tente novamente mais tarde.',
  'iframe load failed': 'Falha ao carregar o iframe',
  'The login frame did not load.': 'O quadro de login não carregou.',
  'iframe request timeout': 'Tempo esgotado no iframe',
  'The login frame did not answer in time.': 'O quadro de login não respondeu a tempo.',
  'unverified domain': 'Domínio não verificado',
  'This domain is not verified.': 'Este domínio não está verificado.',
  'Multi-Wallet Not Enabled': 'Multicarteira não ativada',
  'This site connects one wallet at a time.': 'Este site conecta uma carteira por vez.',
  'Local configuration ignored': 'Configuração local ignorada',
  'Remote configuration loaded: local feature settings are ignored.':
    'Configuração remota carregada: as configurações locais de recursos são ignoradas.',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.':
    'A configuração local de {features} foi ignorada porque a configuração remota foi carregada: gerencie esses recursos no painel do projeto.',
  'This payment request is not valid: {reason}': 'Esta solicitação de pagamento não é válida: {reason}',
  'Session not yet valid': 'Sessão ainda não válida',
  "The device clock is behind: check the device's date and time.":
    'O relógio do dispositivo está atrasado: verifique a data e a hora do dispositivo.',
  // What a call the swap service built differs in: the failed check's words and values
  'the approval goes to {to}, not to the {symbol} contract {token}':
    'a aprovação vai para {to}, não para o contrato de {symbol} {token}',
  "the approval sends {wei} wei of the network's coin": 'a aprovação envia {wei} wei da moeda nativa da rede',
  'the approval is not an approval of exactly {amount}':
    'a aprovação não é uma aprovação de exatamente {amount}',
  "the approval lets {spender} spend, not the network's swap router {router}":
    'a aprovação permite que {spender} gaste, não o roteador de conversão da rede {router}',
  'the swap is sent from {from}, not from {account}': 'a conversão é enviada de {from}, não de {account}',
  "the swap sends {wei} wei of the network's coin, not {expected}":
    'a conversão envia {wei} wei da moeda nativa da rede, não {expected}',
  'the swap goes to {to}, not to {spender}, which the approval lets spend':
    'a conversão vai para {to}, não para {spender}, que a aprovação permite gastar',
  "the swap goes to {to}, not to the network's swap router {router}":
    'a conversão vai para {to}, não para o roteador de conversão da rede {router}',
  'the swap is not one of the router’s swaps of an exact amount':
    'a conversão não é uma das trocas do roteador por um valor exato',
  'the swap ({function}) does not pay {from} for {to}': 'a conversão ({function}) não paga {from} por {to}',
  'the swap pays {amount}, not the amount shown': 'a conversão paga {amount}, não o valor mostrado',
  "the swap's path starts at {address}, not at {symbol}":
    'o caminho da conversão começa em {address}, não em {symbol}',
  "the swap's path ends at {address}, not at {symbol}":
    'o caminho da conversão termina em {address}, não em {symbol}',
  'the swap pays what it gives to {to}, not to {account}':
    'a conversão paga o que entrega para {to}, não para {account}',
  'the swap’s deadline has passed': 'o prazo da conversão já passou',
  // Core's messages with a value in them, the value as core gave it
  'HTTP status code: {status}': 'Código de status HTTP: {status}',
  'Please try again after {seconds} seconds': 'Tente novamente em {seconds} segundos',
  'Error registering name {name}': 'Erro ao registrar o nome {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}':
    'O Bitcoin não repassa pagamentos tão pequenos: envie pelo menos {minimum}',
  'The transfer failed on the network ({error}); its fee was paid':
    'A transferência falhou na rede ({error}); a taxa foi paga',
  // Swap's failures and Send's Max message, from core's data
  'Could not load the tokens to swap: {reason}':
    'Não foi possível carregar os tokens para converter: {reason}',
  'Could not get a quote for {from} → {to}: {reason}':
    'Não foi possível obter uma cotação para {from} → {to}: {reason}',
  'No quote for {from} → {to}: the swap service offers no route':
    'Sem cotação para {from} → {to}: o serviço de conversão não oferece nenhuma rota',
  'Could not read your {symbol} balance from the chain':
    'Não foi possível ler seu saldo de {symbol} na blockchain',
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee':
    'Não foi possível estimar a taxa de rede, então o Máx. não pode reservá-la: digite o valor, deixando algo para a taxa',
  'Could not read how much {symbol} the exchange may spend: {reason}':
    'Não foi possível ler quanto {symbol} a exchange pode gastar: {reason}',
  'You rejected the approval of {symbol} in your wallet':
    'Você recusou a aprovação de {symbol} na sua carteira',
  'The approval of {symbol} failed: {reason}': 'A aprovação de {symbol} falhou: {reason}',
  'The approval of {symbol} was sent but not confirmed in time':
    'A aprovação de {symbol} foi enviada, mas não foi confirmada a tempo',
  'The approval of {symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.':
    'A aprovação de {symbol} falhou na blockchain (foi revertida): a conversão não foi enviada. A taxa de rede foi paga.',
  'Could not build the swap: {reason}': 'Não foi possível montar a conversão: {reason}',
  'The swap service built a transaction that is not the swap shown, so it was not sent: {details}.':
    'O serviço de conversão montou uma transação que não é a conversão mostrada, então ela não foi enviada: {details}.',
  'The price moved: the swap would give less than {minimum} (the minimum shown, {slippage} % slippage). Check the new quote.':
    'O preço mudou: a conversão daria menos de {minimum} (o mínimo mostrado, {slippage} % de slippage). Confira a nova cotação.',
  'The swap failed: {reason}': 'A conversão falhou: {reason}',
  'You rejected the approval of {symbol} and the swap in your wallet':
    'Você recusou a aprovação de {symbol} e a conversão na sua carteira',
  'The approval of {symbol} and the swap failed: {reason}':
    'A aprovação de {symbol} e a conversão falharam: {reason}',
  'The approval of {symbol} and the swap failed: {reason}. Nothing was approved or swapped.':
    'A aprovação de {symbol} e a conversão falharam: {reason}. Nada foi aprovado ou convertido.',
  'the swap service did not answer': 'o serviço de conversão não respondeu',
  'the wallet could not send it': 'a carteira não conseguiu enviá-la',
  'the wallet could not send them': 'a carteira não conseguiu enviá-las',
  'the chain does not show it': 'a blockchain não a mostra',
  'You hold no {symbol}': 'Você não tem {symbol}',

  // The modal's frame
  Back: 'Voltar',
  Close: 'Fechar',
  'This step must be completed before closing': 'Conclua esta etapa antes de fechar',

  // View titles (the header), one per view
  'Connect wallet': 'Conectar carteira',
  Account: 'Conta',
  'All wallets': 'Todas as carteiras',
  WalletConnect: 'WalletConnect',
  'Unsupported network': 'Rede não suportada',
  'Choose network': 'Escolher rede',
  'Get a wallet': 'Obter uma carteira',
  'Switch network': 'Trocar de rede',
  'Switch chain': 'Trocar de blockchain',
  'Choose a name': 'Escolher um nome',
  'Name registered': 'Nome registrado',
  'Email login': 'Entrar com e-mail',
  'Update email': 'Atualizar e-mail',
  'Social login': 'Entrar com rede social',
  Farcaster: 'Farcaster',
  Wallets: 'Carteiras',
  'Buy crypto': 'Comprar cripto',
  Receive: 'Receber',
  Send: 'Enviar',
  'Sign in': 'Entrar',
  Swap: 'Converter',
  Pay: 'Pagar',
  'Approve transaction': 'Aprovar transação',

  // Shared
  'Try again': 'Tentar novamente',
  Cancel: 'Cancelar',
  'Loading…': 'Carregando…',
  Copied: 'Copiado',
  "Couldn't copy": 'Não foi possível copiar',
  'Copy address': 'Copiar endereço',
  'Copy link': 'Copiar link',

  // The page's buttons
  'Connecting…': 'Conectando…',
  'Select network': 'Selecionar rede',

  // Connect
  'Loading sign-in options…': 'Carregando opções de acesso…',
  'New to wallets?': 'Ainda não tem uma carteira?',
  'Get one': 'Obtenha uma',
  Recent: 'Recentes',
  Installed: 'Instaladas',
  Featured: 'Em destaque',
  'More wallets': 'Mais carteiras',
  External: 'Externas',
  Recommended: 'Recomendadas',
  'Continue with email': 'Continuar com e-mail',
  'Continue with a social account': 'Continuar com uma rede social',
  'Continue with {provider}': 'Continuar com {provider}',

  // All wallets
  'Search wallets': 'Buscar carteiras',
  Search: 'Buscar',
  'Certified only': 'Só certificadas',
  Certified: 'Certificada',
  'Loading wallets': 'Carregando carteiras',
  'Loading more wallets': 'Carregando mais carteiras',
  'No wallet found': 'Nenhuma carteira encontrada',
  'Nothing matches “{query}”.': 'Nenhum resultado para “{query}”.',
  'Nothing matches “{query}” among certified wallets.':
    'Nenhum resultado para “{query}” entre as carteiras certificadas.',
  'The directory has no wallets.': 'O diretório não tem carteiras.',
  'The directory has no wallets among certified wallets.': 'O diretório não tem carteiras certificadas.',
  'one: {count} wallet|other: {count} wallets':
    'one: {count} carteira|many: {count} de carteiras|other: {count} carteiras',
  'Wallet directory not configured': 'Diretório de carteiras não configurado',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.':
    'Para ver e buscar todas as carteiras é preciso o diretório de carteiras: configure um ID de projeto e a URL da API dele.',

  // Account
  'Approve the request in your wallet.': 'Aprove a solicitação na sua carteira.',
  'Network:': 'Rede:',
  'Email:': 'E-mail:',
  Update: 'Atualizar',
  'Smart account': 'Conta inteligente',
  'Switch to smart account': 'Mudar para conta inteligente',
  'Switching to your smart account…': 'Mudando para sua conta inteligente…',
  Wallet: 'Carteira',
  'Wallets:': 'Carteiras:',
  'View on explorer': 'Ver no explorador',
  Disconnect: 'Desconectar',
  Accounts: 'Contas',
  Payment: 'Pagamentos',
  Ordinals: 'Ordinals',
  'Copy payment address': 'Copiar endereço de pagamentos',
  'Copy ordinals address': 'Copiar endereço de Ordinals',
  'Other addresses': 'Outros endereços',
  '{purpose}: {address}': '{purpose}: {address}',
  'Networks not connected': 'Redes não conectadas',
  'Switch to {network}': 'Mudar para {network}',
  'Loading balance…': 'Carregando saldo…',
  'Balance unavailable': 'Saldo indisponível',
  Tokens: 'Tokens',
  Total: 'Total',
  Unknown: 'Desconhecido',
  'Loading tokens…': 'Carregando tokens…',
  'Token balances are unavailable.': 'Os saldos de tokens estão indisponíveis.',
  'No tokens on this network yet.': 'Ainda não há tokens nesta rede.',
  NFTs: 'NFTs',
  'Loading NFTs…': 'Carregando NFTs…',
  'NFTs are unavailable.': 'Os NFTs estão indisponíveis.',
  'No NFTs on this network yet.': 'Ainda não há NFTs nesta rede.',
  Activity: 'Atividade',
  'Loading activity…': 'Carregando atividade…',
  'No activity on this network yet.': 'Ainda não há atividade nesta rede.',
  'Show more': 'Mostrar mais',
  Failed: 'Falhou',
  Pending: 'Pendente',

  // Networks, switching, connecting
  Networks: 'Redes',
  "Your wallet is on a network this app doesn't support. Choose one below.":
    'Sua carteira está em uma rede que este app não suporta. Escolha uma abaixo.',
  "This app doesn't support your current network. Switch to an available option to continue.":
    'Este app não suporta sua rede atual. Mude para uma opção disponível para continuar.',
  'the network': 'a rede',
  'Approve in wallet': 'Aprove na carteira',
  'Switch to {network} in {wallet}': 'Mude para {network} em {wallet}',
  'Switched to {network}': 'Você mudou para {network}',
  'your wallet': 'sua carteira',
  'Connected to {wallet}': 'Conectado com {wallet}',
  'Continue in {wallet}': 'Continue em {wallet}',
  'Accept the connection request in your wallet.': 'Aceite a solicitação de conexão na sua carteira.',
  '{namespace} wallet needed': 'É preciso uma carteira {namespace}',
  'To use {network}, connect a wallet that supports {namespace} networks.':
    'Para usar {network}, conecte uma carteira compatível com redes {namespace}.',
  'Your current wallet is on {namespace}.': 'Sua carteira atual está em {namespace}.',

  // Connecting over WalletConnect ('wallet' completes "Abrir no app …" and "Abrir o app …")
  wallet: 'da carteira',
  'Approved in {wallet}': 'Aprovado em {wallet}',
  'Scan with {wallet}': 'Escaneie com {wallet}',
  'Scan with your phone': 'Escaneie com seu celular',
  'Reconnecting to WalletConnect…': 'Reconectando ao WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.':
    '{wallet} abre este site no próprio navegador, onde a conexão é direta.',
  'Your wallet opens this site in its own browser, where it connects directly.':
    'Sua carteira abre este site no próprio navegador, onde a conexão é direta.',
  'Open in {wallet}': 'Abrir no app {wallet}',
  'Open {wallet}': 'Abrir o app {wallet}',
  'Preparing the link…': 'Preparando o link…',
  'Waiting for the WalletConnect relay to create a pairing code…':
    'Aguardando o relay do WalletConnect criar um código de pareamento…',
  'Approve the connection in your wallet, then come back here.':
    'Aprove a conexão na sua carteira e depois volte aqui.',
  'Get a new link': 'Gerar novo link',
  'Wallet not opening? Copy the link': 'A carteira não abre? Copie o link',
  'Copy the link into your wallet': 'Copie o link e cole na sua carteira',
  'QR code to connect {wallet}': 'QR code para conectar {wallet}',
  'QR code to connect your wallet': 'QR code para conectar sua carteira',
  "Scan it with your phone's camera or your wallet's scanner.":
    'Escaneie com a câmera do celular ou com o leitor da sua carteira.',
  "Can't scan? Copy the link": 'Não consegue escanear? Copie o link',
  'Get a new QR code': 'Gerar novo QR code',

  // Get a wallet, toasts, alerts
  'Browse all wallets': 'Ver todas as carteiras',
  'No wallet to suggest': 'Nenhuma carteira para sugerir',
  "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.":
    'O diretório de carteiras não informou onde obtê-las. Procure um app de carteira na loja de apps do seu celular ou uma extensão de carteira na loja do seu navegador.',
  'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.':
    'Uma carteira guarda suas criptomoedas e faz seu login em apps como este, sem senha para lembrar. Obtenha uma e volte aqui para conectá-la.',
  'Loading wallets…': 'Carregando carteiras…',
  Extension: 'Extensão',
  iOS: 'iOS',
  Android: 'Android',
  Website: 'Site',
  'browser extension': 'extensão de navegador',
  'iOS app': 'app para iOS',
  'Android app': 'app para Android',
  website: 'site',
  '{wallet} {link} (opens in a new tab)': '{link} da {wallet} (abre em uma nova aba)',
  'Close notification': 'Fechar notificação',
  'Notifications (Alt+T)': 'Notificações (Alt+T)',
  'Dismiss alert': 'Dispensar alerta',

  // Email, social and Farcaster login
  Continue: 'Continuar',
  'No code?': 'Não recebeu o código?',
  'Send another': 'Enviar outro',
  'Your email': 'Seu e-mail',
  'Enter the code sent to {email}': 'Digite o código enviado para {email}',
  'Sending a code to {email}…': 'Enviando um código para {email}…',
  'Approve this device from the email sent to {email}.':
    'Aprove este dispositivo pelo e-mail enviado para {email}.',
  'Checking the code…': 'Verificando o código…',
  'Signing you in…': 'Entrando…',
  'Email login is not set up': 'O login com e-mail não está configurado',
  'This site has no embedded wallet to sign you in with email. Connect a wallet instead.':
    'Este site não tem uma carteira integrada para você entrar com e-mail. Conecte uma carteira em vez disso.',
  'New email': 'Novo e-mail',
  'your new email': 'seu novo e-mail',
  'One moment…': 'Só um momento…',
  'This site has no embedded wallet whose email could change.':
    'Este site não tem uma carteira integrada cujo e-mail possa ser alterado.',
  'Taking you to {provider}…': 'Levando você para {provider}…',
  'Logging you in with {provider}…': 'Entrando com {provider}…',
  'Logged in with {provider}.': 'Você entrou com {provider}.',
  'Log in with {provider} in the window that opened.': 'Entre com {provider} na janela que se abriu.',
  'Social login is not set up': 'O login com rede social não está configurado',
  'This site has no embedded wallet to sign you in with a social account. Connect a wallet instead.':
    'Este site não tem uma carteira integrada para você entrar com uma rede social. Conecte uma carteira em vez disso.',
  'QR code to log in with Farcaster': 'QR code para entrar com Farcaster',
  "Scan it with your phone's camera, then approve the sign-in in the Farcaster app.":
    'Escaneie com a câmera do celular e aprove o login no app do Farcaster.',
  'Loading your Farcaster account…': 'Carregando sua conta do Farcaster…',
  'Farcaster login is not set up': 'O login com Farcaster não está configurado',
  'This site has no embedded wallet to sign you in with Farcaster. Connect a wallet instead.':
    'Este site não tem uma carteira integrada para você entrar com Farcaster. Conecte uma carteira em vez disso.',

  // Sign-in message, transaction approval, profile wallets, names
  'Signing in': 'Entrando',
  'This site': 'Este site',
  '{app} needs to connect to your wallet': '{app} precisa se conectar à sua carteira',
  'Sign this message to prove you own {address}. It costs nothing and sends no transaction.':
    'Assine esta mensagem para provar que {address} é seu. Não custa nada e não envia nenhuma transação.',
  'Approve the signature in your wallet': 'Aprove a assinatura na sua carteira',
  Sign: 'Assinar',
  'Message to sign': 'Mensagem para assinar',
  'No transaction to approve': 'Nenhuma transação para aprovar',
  'Nothing is waiting for your approval.': 'Nada aguarda sua aprovação.',
  Warnings: 'Avisos',
  'one: {count} more transaction waits after this one|other: {count} more transactions wait after this one':
    'one: Mais {count} transação aguarda depois desta|many: Mais {count} de transações aguardam depois desta|other: Mais {count} transações aguardam depois desta',
  'Approve the transaction in your wallet': 'Aprove a transação na sua carteira',
  Approve: 'Aprovar',
  Decline: 'Recusar',
  Done: 'Concluído',
  '{namespace} wallets': 'Carteiras {namespace}',
  'No wallet connected.': 'Nenhuma carteira conectada.',
  'Connected wallets': 'Carteiras conectadas',
  Active: 'Ativa',
  'Switch to {wallet}': 'Mudar para {wallet}',
  Switch: 'Mudar',
  'Disconnect {wallet}': 'Desconectar {wallet}',
  'Recent wallets': 'Carteiras recentes',
  'Connect {wallet}': 'Conectar {wallet}',
  Connect: 'Conectar',
  'Remove {wallet}': 'Remover {wallet}',
  Remove: 'Remover',
  'Add wallet': 'Adicionar carteira',
  'Multi-wallet is not set up on this site.': 'Este site não está configurado para várias carteiras.',
  'Your account now goes by this name.': 'Sua conta agora usa este nome.',
  'Back to account': 'Voltar para a conta',
  'Names are not set up': 'Os nomes não estão configurados',
  'This site does not register names for accounts.': 'Este site não registra nomes para contas.',
  'Registering {name}…': 'Registrando {name}…',
  Name: 'Nome',
  Register: 'Registrar',
  'At least 4 letters, digits or hyphens.': 'Pelo menos 4 letras, números ou hifens.',
  Suggestions: 'Sugestões',
  Taken: 'Indisponível',
  Available: 'Disponível',

  // Send, Receive, Swap, Buy and Pay
  'No account connected': 'Nenhuma conta conectada',
  'Connect a wallet to receive funds.': 'Conecte uma carteira para receber fundos.',
  'QR code of your address': 'QR code do seu endereço',
  'Send only on {network}': 'Envie somente pela rede {network}',
  'This address also receives on {networks}': 'Este endereço também recebe em {networks}',
  'Sending is not set up': 'O envio não está configurado',
  'This site does not send from the modal.': 'Este site não faz envios por esta janela.',
  'Approve the transaction in your wallet.': 'Aprove a transação na sua carteira.',
  Token: 'Token',
  Amount: 'Valor',
  'Amount in {symbol}': 'Valor em {symbol}',
  Max: 'Máx.',
  To: 'Para',
  'Address or name': 'Endereço ou nome',
  '{name} is': '{name} é',
  'Network fee': 'Taxa de rede',
  'Up to {fee}': 'Até {fee}',
  'Receiver gets': 'O destinatário recebe',
  'Checking the balance and the network fee…': 'Verificando o saldo e a taxa de rede…',
  'Swaps are not set up': 'As conversões não estão configuradas',
  'This site does not swap from the modal.': 'Este site não faz conversões por esta janela.',
  'You pay': 'Você paga',
  'You receive': 'Você recebe',
  'You receive at least': 'Você recebe no mínimo',
  Expected: 'Estimado',
  'Price impact': 'Impacto no preço',
  'Your balance': 'Seu saldo',
  '≈ {fee}': '≈ {fee}',
  '≈ {fee} ({value})': '≈ {fee} ({value})',
  'Could not be estimated': 'Não foi possível estimar',
  '{fee}, includes the approval': '{fee}, inclui a aprovação',
  'Your {symbol} balance does not cover the network fee': 'Seu saldo de {symbol} não cobre a taxa de rede',
  'Preparing the swap…': 'Preparando a conversão…',
  'Swap sent: waiting for it to be confirmed…': 'Conversão enviada: aguardando a confirmação…',
  'Swap again': 'Converter novamente',
  'Stop waiting': 'Parar de aguardar',
  'Swap the tokens’ places': 'Inverter os tokens',
  'Getting a quote…': 'Obtendo uma cotação…',
  'Buying is not set up': 'A compra não está configurada',
  'This site does not sell crypto from the modal.': 'Este site não vende cripto por esta janela.',
  'Loading what you can buy…': 'Carregando o que você pode comprar…',
  'Your browser blocked the provider’s window.': 'Seu navegador bloqueou a janela do provedor.',
  'the provider': 'o provedor',
  'Open {provider} in a new tab': 'Abrir {provider} em uma nova aba',
  'Check again': 'Verificar de novo',
  'Back to the form': 'Voltar ao formulário',
  'Buy more': 'Comprar mais',
  'Opening {provider}…': 'Abrindo {provider}…',
  'Complete your purchase in the {provider} window. Close it when you are done.':
    'Conclua sua compra na janela de {provider}. Feche-a quando terminar.',
  'Waiting for your purchase to arrive…': 'Aguardando sua compra chegar…',
  'The provider list could not be loaded: showing the usual currencies.':
    'Não foi possível carregar a lista de provedores: mostrando as moedas de costume.',
  'Payment currency': 'Moeda de pagamento',
  'Payment method': 'Forma de pagamento',
  Card: 'Cartão',
  'Bank account': 'Conta bancária',
  'The least you can pay by card is {limit}': 'O mínimo que você pode pagar com cartão é {limit}',
  'The most you can pay by card is {limit}': 'O máximo que você pode pagar com cartão é {limit}',
  'The least you can pay by bank account is {limit}':
    'O mínimo que você pode pagar por conta bancária é {limit}',
  'The most you can pay by bank account is {limit}':
    'O máximo que você pode pagar por conta bancária é {limit}',
  'You buy': 'Você compra',
  Provider: 'Provedor',
  'Enter an amount to see a quote.': 'Digite um valor para ver uma cotação.',
  Buy: 'Comprar',
  'Buy with {provider}': 'Comprar com {provider}',
  'Payments are not set up': 'Os pagamentos não estão configurados',
  'This site does not ask for payments from the modal.': 'Este site não solicita pagamentos por esta janela.',
  'Reading the amount…': 'Lendo o valor…',
  Network: 'Rede',
  'Copy recipient address': 'Copiar endereço do destinatário',
  From: 'De',
  'up to {fee}': 'até {fee}',
  'Estimating…': 'Estimando…',
  'Loading the payment…': 'Carregando o pagamento…',
  'No payment was asked for.': 'Nenhum pagamento foi solicitado.',
  'Approve the payment of {amount} in your wallet': 'Aprove o pagamento de {amount} na sua carteira',
  'Reading the payment from the network…': 'Lendo o pagamento na rede…',
  'Payment sent: waiting for it to be confirmed…': 'Pagamento enviado: aguardando a confirmação…',
  'Paid {amount}.': 'Você pagou {amount}.',
  Transaction: 'Transação',
  'Pay from': 'Pagar com',
  'Balance: {balance}': 'Saldo: {balance}',
  'Not enough for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Não dá para o valor e a taxa de rede: são necessários {needed} {symbol}, há {available} {symbol}',
  'Not enough for the amount: {needed} {symbol} needed, {available} {symbol} available':
    'Não dá para o valor: são necessários {needed} {symbol}, há {available} {symbol}',
  'Not enough for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    'Não dá para a taxa de rede: são necessários {needed} {symbol}, há {available} {symbol}',
  // Sentences core's view models carry as data (which one, with its amounts).
  'You pay {paid} · You receive about {received} · fee {fee} ({provider})':
    'Você paga {paid} · Você recebe cerca de {received} · taxa {fee} ({provider})',
  'You pay {paid} · estimate: {provider} shows what you receive and the fee':
    'Você paga {paid} · estimativa: {provider} mostra o que você recebe e a taxa',
  '{amount} arrived in your wallet': 'Você recebeu {amount} na sua carteira',
  '{impact} — high: you receive much less than the pool’s price':
    '{impact} — alto: você recebe bem menos que o preço do pool',
  'Not enough {symbol}: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insuficiente: são necessários {needed} {symbol}, há {available} {symbol}',
  'Not enough {symbol}: {needed} {symbol} needed with the network fee, {available} {symbol} available':
    '{symbol} insuficiente: são necessários {needed} {symbol} com a taxa de rede, há {available} {symbol}',
  '{symbol} has at most {decimals} decimals': '{symbol} tem no máximo {decimals} casas decimais',
  'Approve {symbol} in your wallet ({step} of {steps})':
    'Aprove {symbol} na sua carteira ({step} de {steps})',
  'Swap {from} for {to} in your wallet ({step} of {steps})':
    'Converta {from} em {to} na sua carteira ({step} de {steps})',
  'Approve {from} and swap it for {to} in your wallet (one prompt)':
    'Aprove {from} e converta em {to} na sua carteira (uma única solicitação)',
  'Swapped {paid} for at least {received}.': 'Você converteu {paid} em pelo menos {received}.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend {amount} is still granted.':
    'A conversão falhou na blockchain (foi revertida): nada foi convertido, e a taxa de rede foi paga. Sua aprovação para a exchange gastar {amount} continua valendo.',
  'No address is registered for {name} on {network}':
    'Nenhum endereço registrado para {name} na rede {network}',
  'This is not a valid {namespace} address': 'Este não é um endereço {namespace} válido',
  'Not enough {symbol} for the amount and the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insuficiente para o valor e a taxa de rede: são necessários {needed} {symbol}, há {available} {symbol}',
  'Not enough {symbol} for the amount: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insuficiente para o valor: são necessários {needed} {symbol}, há {available} {symbol}',
  'Not enough {symbol} for the network fee: {needed} {symbol} needed, {available} {symbol} available':
    '{symbol} insuficiente para a taxa de rede: são necessários {needed} {symbol}, há {available} {symbol}',
  "Includes {amount} to open the receiver's {symbol} account":
    'Inclui {amount} para abrir a conta de {symbol} do destinatário',
  'About {amount}': 'Cerca de {amount}',
  'At most {amount}': 'No máximo {amount}',
  '{amount} plus the network fee': '{amount} mais a taxa de rede',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected': 'Conexão recusada',
  'Failed to connect': 'Falha ao conectar',
  'Network switch rejected': 'Troca de rede recusada',
  'Signature declined': 'Assinatura recusada',
  'Popup closed': 'Janela pop-up fechada',
  'Request was aborted': 'A solicitação foi cancelada',
  'Another request is waiting for the wallet': 'Outra solicitação está aguardando na carteira',
  'The wallet did not share that account with this site':
    'A carteira não compartilhou essa conta com este site',
  'The connector does not support any of the requested chains':
    'A carteira não é compatível com nenhuma das redes solicitadas',
  'Failed to initiate social connection': 'Falha ao iniciar o login com rede social',
  'Failed to connect to farcaster': 'Falha ao conectar com o Farcaster',
  'Token Balance Unavailable': 'Saldo de tokens indisponível',
  'Failed to fetch transactions': 'Falha ao buscar as transações',
  'Something went wrong': 'Algo deu errado',
  'Address copied': 'Endereço copiado',
  'No wallets found': 'Nenhuma carteira encontrada',
  "Open this page in your wallet app's browser, or install a wallet app first.":
    'Abra esta página no navegador do app da sua carteira ou instale um app de carteira primeiro.',
  'Install a wallet browser extension, then reload this page.':
    'Instale uma extensão de carteira no navegador e depois recarregue esta página.',
  // The money views' messages without figures.
  'An amount and receiver address are required': 'Informe um valor e o endereço do destinatário',
  'A token is required': 'É necessário um token',
  'Unsupported chain': 'Blockchain não compatível',
  'Leaves this wallet': 'Sai desta carteira',
  'Comes into this wallet': 'Entra nesta carteira',
  Fee: 'Taxa',
  'Signed by': 'Assinado por',
  'Fee paid by': 'Taxa paga por',
  'Could not be read': 'Não foi possível ler',
  'Enter the amount as digits, with a dot for decimals (like 0.5)':
    'Digite o valor em algarismos, com ponto para os decimais (como 0.5)',
  'Enter an amount above 0': 'Digite um valor maior que 0',
  'Enter an amount like 100 or 49.99': 'Digite um valor como 100 ou 49.99',
  'The purchase has not arrived yet. It can take a few minutes.':
    'A compra ainda não chegou. Pode levar alguns minutos.',
  'The provider’s page could not be opened. Try again.':
    'Não foi possível abrir a página do provedor. Tente novamente.',
  'Nothing can be bought on this network': 'Nada pode ser comprado nesta rede',
  'Connect an EVM account to swap': 'Conecte uma conta EVM para converter',
  'Network not supported for Swaps': 'Rede não compatível com conversões',
  'Swaps are not offered in your region': 'Conversões não estão disponíveis na sua região',
  'You rejected the swap in your wallet': 'Você recusou a conversão na sua carteira',
  'Swap sent; it was not confirmed yet. Check your wallet before swapping again.':
    'Conversão enviada; ainda não foi confirmada. Verifique sua carteira antes de converter novamente.',
  'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.':
    'A aprovação e a conversão falharam na blockchain (revertidas juntas): nada foi aprovado ou convertido, e a taxa de rede foi paga.',
  'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.':
    'A conversão falhou na blockchain (foi revertida): nada foi convertido, e a taxa de rede foi paga.',
  // The transaction review's warnings, refusals, fee and titles.
  'The fee ({fee}) is more than the payment ({payment}).':
    'A taxa ({fee}) é maior que o pagamento ({payment}).',
  "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.":
    'A taxa por byte, {rate}, é mais de {factor} vezes a da rede, {networkRate}, para o próximo bloco.',
  'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'A taxa é calculada com os valores que o site informa para a entrada {inputs}, que outros signatários assinam e que nada comprova: a taxa paga pode ser diferente. O que sai desta carteira é exato.',
  'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.':
    'A taxa é calculada com os valores que o site informa para as entradas {inputs}, que outros signatários assinam e que nada comprova: a taxa paga pode ser diferente. O que sai desta carteira é exato.',
  "The network's fee rate could not be read: compare the fee with your wallet's.":
    'Não foi possível ler a taxa da rede: compare a taxa com a da sua carteira.',
  'Foyer will not ask your wallet to sign this.': 'O Foyer não vai pedir à sua carteira que assine isto.',
  'The transaction has no outputs: everything it spends would go to the fee.':
    'A transação não tem saídas: tudo o que ela gasta iria para a taxa.',
  'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.':
    'Entrada {index}: o PSBT não informa o que ela gasta, então não se sabe o que sai desta carteira.',
  "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.":
    'A entrada {index} gasta moedas desta carteira sem a transação anterior, então o valor dela não pode ser verificado: a taxa exibida pode estar longe da taxa paga.',
  "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.":
    'A entrada {index} pede {sighash}: a assinatura desta carteira não cobriria {part}, então o site poderia alterá-las depois que você aprovar.',
  'the outputs': 'as saídas',
  'all but one output': 'todas as saídas menos uma',
  'the other inputs': 'as outras entradas',
  'the outputs or the other inputs': 'as saídas nem as outras entradas',
  'all but one output or the other inputs': 'todas as saídas menos uma nem as outras entradas',
  'what this review shows': 'o que esta revisão mostra',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.':
    'A entrada {index} supostamente gasta {stated}, mas a transação anterior dela paga {paid}: o PSBT se contradiz.',
  'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.':
    'A entrada {index} supostamente gasta {stated}, mas a transação anterior dela paga {paid} a outro script: o PSBT se contradiz.',
  "Unknown: the PSBT does not carry every input's amount":
    'Desconhecida: o PSBT não traz o valor de cada entrada',
  "Unknown: the PSBT does not say what each of this wallet's inputs spends":
    'Desconhecido: o PSBT não informa o que cada entrada desta carteira gasta',
  'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.':
    'Esta transação usa um nonce durável: ela nunca expira, então pode ser enviada a qualquer momento, muito depois de você aprovar.',
  'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.':
    'A taxa é paga por {payer}, não por esta carteira: outra pessoa preparou e paga esta transação.',
  'Foyer cannot tell how much SOL creating {account} costs you.':
    'O Foyer não consegue saber quanto SOL custa para você criar {account}.',
  'This hands your account to program {program}: it could then take all of your SOL.':
    'Isto entrega sua conta ao programa {program}: ele poderia então levar todo o seu SOL.',
  'An unlimited allowance: {delegate} could take every token in {account}, now or later.':
    'Uma permissão ilimitada: {delegate} poderia levar todos os tokens de {account}, agora ou depois.',
  '{authority} becomes the owner authority of {account}: it could take every token in it.':
    '{authority} passa a ser a autoridade proprietária de {account}: poderia levar todos os tokens dela.',
  '{authority} becomes the close authority of {account}: it could close it and take its SOL.':
    '{authority} passa a ser a autoridade de fechamento de {account}: poderia fechá-la e levar o SOL dela.',
  '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.':
    '{authority} passa a ser a autoridade {kind} de {account}: poderia usar essa autoridade como quiser.',
  'Closing {account} sends its SOL to {destination}, not to this wallet.':
    'Fechar {account} envia o SOL dela para {destination}, não para esta carteira.',
  'Program {program} has an unknown effect: it may move any of your funds.':
    'O programa {program} tem um efeito desconhecido: ele pode movimentar qualquer um dos seus fundos.',
  'Foyer cannot read this transaction': 'O Foyer não consegue ler esta transação',
  'Foyer cannot read the address lookup tables this transaction uses':
    'O Foyer não consegue ler as tabelas de consulta de endereços que esta transação usa',
  'Foyer cannot read an instruction of this transaction':
    'O Foyer não consegue ler uma instrução desta transação',
  'Leaves this wallet (token account {address})': 'Sai desta carteira (conta de token {address})',
  'Leaves this wallet (mint {address})': 'Sai desta carteira (mint {address})',
  '{amount} raw units (decimals unknown)': '{amount} unidades brutas (casas decimais desconhecidas)',
  '{amount} tokens': '{amount} tokens',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.':
    'Permissão ilimitada: {spender} pode gastar todo o {name} desta carteira (token {token}), agora e depois, até que a permissão seja revogada.',
  '{operator} may move every token this wallet holds in the collection {token}, now and later, until this is revoked.':
    '{operator} pode movimentar todos os tokens que esta carteira tem na coleção {token}, agora e depois, até que isso seja revogado.',
  'This calls function {selector} of {contract}, which Foyer cannot read: it may move any of your assets.':
    'Isto chama a função {selector} de {contract}, que o Foyer não consegue ler: ela pode movimentar qualquer um dos seus ativos.',
  'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}) once this is signed.':
    'Permissão ilimitada: {spender} pode gastar todo o {name} desta carteira (token {token}) assim que isto for assinado.',
  'This signature is for chain {chain}, not {network} (chain {walletChain}) where this wallet is: it may be used on that other chain.':
    'Esta assinatura é para a rede {chain}, não para {network} (rede {walletChain}) onde esta carteira está: ela pode ser usada nessa outra rede.',
  'No minimum: you may receive nothing for the {amount} you pay.':
    'Sem mínimo: você paga {amount} e pode não receber nada em troca.',
  'The {token} go to {receiver}: Foyer cannot tell whether that is your account.':
    'Os {token} vão para {receiver}: o Foyer não consegue saber se essa é a sua conta.',
  'The {token} go to {receiver}, not to your account.':
    'Os {token} vão para {receiver}, não para a sua conta.',
  'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.':
    'O roteador converte {symbol} apenas pelo seu WETH ({weth}); este caminho começa com {token}: o roteador vai recusar esta conversão, e só a taxa de rede será gasta.',
  'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.':
    'O roteador converte {symbol} apenas pelo seu WETH ({weth}); este caminho termina com {token}: o roteador vai recusar esta conversão, e só a taxa de rede será gasta.',
  'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.':
    'O prazo ({deadline}) já passou: o roteador vai recusar esta conversão, e só a taxa de rede será gasta.',
  'Foyer cannot put this request in words: approve only if you trust this site with what it asks.':
    'O Foyer não consegue descrever esta solicitação: aprove apenas se você confia neste site para o que ele pede.',
  'Foyer cannot read this request: {reason}.': 'O Foyer não consegue ler esta solicitação: {reason}.',
  'Send a Bitcoin transaction': 'Enviar uma transação de Bitcoin',
  'Sign a Bitcoin transaction': 'Assinar uma transação de Bitcoin',
  Inputs: 'Entradas',
  Outputs: 'Saídas',
  'Signed by this wallet': 'Assinada por esta carteira',
  'Back to this wallet': 'Volta para esta carteira',
  'the token': 'token',
  tokens: 'tokens',
  mint: 'de cunhagem',
  freeze: 'de congelamento',
  'transfer fee config': 'de configuração da taxa de transferência',
  'withheld withdraw': 'de saque das taxas retidas',
  'close mint': 'de fechamento do mint',
  'interest rate': 'de taxa de juros',
  'permanent delegate': 'de delegado permanente',
  'confidential transfer mint': 'de mint de transferências confidenciais',
  'transfer hook program': 'de programa de hook de transferência',
  'confidential transfer fee config': 'de configuração da taxa de transferências confidenciais',
  'metadata pointer': 'de ponteiro de metadados',
  'group pointer': 'de ponteiro de grupo',
  'group member pointer': 'de ponteiro de membro de grupo',
  'scaled UI amount': 'de valor exibido em escala',
  pause: 'de pausa',
  'Send a transaction': 'Enviar uma transação',
  'Sign a transaction': 'Assinar uma transação',
  'Sign a message': 'Assinar uma mensagem',
  'Sign typed data': 'Assinar dados tipados',
  'Send calls': 'Enviar chamadas',
  'Send 1 call': 'Enviar 1 chamada',
  'Send {count} calls': 'Enviar {count} chamadas',
  'Sign {type}': 'Assinar {type}',
  'Call {index}': 'Chamada {index}',
  'Call {index}: {heading}': 'Chamada {index}: {heading}',
  Sends: 'Envia',
  Moves: 'Movimenta',
  Allowance: 'Permissão',
  Operator: 'Operador',
  'Creates a contract': 'Cria um contrato',
  Request: 'Solicitação',
  Domain: 'Domínio',
  Message: 'Mensagem',
  'Token permit (EIP-2612)': 'Permit de token (EIP-2612)',
  'Permit2 allowance': 'Permissão do Permit2',
  'Permit2 transfer': 'Transferência do Permit2',
  Instructions: 'Instruções',
  owner: 'proprietária',
  close: 'de fechamento',
  'SOL transfer': 'Transferência de SOL',
  '{action} (paid by {payer})': '{action} (pago por {payer})',
  'Creates an account of {bytes} bytes for program {program}':
    'Cria uma conta de {bytes} bytes para o programa {program}',
  'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})':
    'Cria uma conta de {bytes} bytes para o programa {program} (seed "{seed}" de {base})',
  'SOL transfer from {from} (seed "{seed}" of {base}, program {program})':
    'Transferência de SOL de {from} (seed "{seed}" de {base}, programa {program})',
  'Hands the account to program {program}': 'Entrega a conta ao programa {program}',
  'Hands the account (seed "{seed}" of {base}) to program {program}':
    'Entrega a conta (seed "{seed}" de {base}) ao programa {program}',
  'Gives the account {bytes} bytes of data': 'Dá à conta {bytes} bytes de dados',
  'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}':
    'Dá à conta {bytes} bytes (seed "{seed}" de {base}) e a entrega ao programa {program}',
  'Advances the durable nonce of this account': 'Avança o nonce durável desta conta',
  'Withdraws SOL from nonce account {nonce}': 'Saca SOL da conta nonce {nonce}',
  'Makes this a nonce account of {authority}': 'Torna esta uma conta nonce de {authority}',
  'Becomes the authority of nonce account {nonce}': 'Passa a ser a autoridade da conta nonce {nonce}',
  'Upgrades this nonce account': 'Atualiza esta conta nonce',
  'Token transfer of mint {mint} from {source}': 'Transferência de tokens do mint {mint} de {source}',
  'Token transfer from {source}': 'Transferência de tokens de {source}',
  'May spend tokens of mint {mint} from {source}': 'Pode gastar tokens do mint {mint} de {source}',
  'May spend tokens from {source}': 'Pode gastar tokens de {source}',
  'Burns tokens of mint {mint}': 'Queima tokens do mint {mint}',
  'Mints new tokens of mint {mint}': 'Cunha novos tokens do mint {mint}',
  'Becomes the {kind} authority of {account}': 'Passa a ser a autoridade {kind} de {account}',
  'Removes the {kind} authority of this account for good':
    'Remove para sempre a autoridade {kind} desta conta',
  'Closes token account {account}; its SOL goes to this address':
    'Fecha a conta de token {account}; os SOL dela vão para este endereço',
  'Cancels the allowance on this token account': 'Cancela a permissão nesta conta de token',
  'Freezes this token account of mint {mint}': 'Congela esta conta de token do mint {mint}',
  'Unfreezes this token account of mint {mint}': 'Descongela esta conta de token do mint {mint}',
  'Updates the wrapped SOL balance of this token account':
    'Atualiza o saldo de SOL encapsulado desta conta de token',
  'Sets up a token account of mint {mint}, owned by {owner}':
    'Configura uma conta de token do mint {mint}, de propriedade de {owner}',
  'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}':
    'Cria um mint de {decimals} casas decimais; autoridade de cunhagem {authority}, autoridade de congelamento {freeze}',
  'Creates a mint of {decimals} decimals; mint authority {authority}':
    'Cria um mint de {decimals} casas decimais; autoridade de cunhagem {authority}',
  'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid':
    'Cria a conta de token de {wallet} para o mint {mint}: uma instrução anterior a cria, nada é pago',
  'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid':
    'Cria a conta de token de {wallet} para o mint {mint}: ela já existe, nada é pago',
  'Creates the token account of {wallet} for mint {mint}':
    'Cria a conta de token de {wallet} para o mint {mint}',
  'Sets the compute limit to {units} units': 'Define o limite de computação em {units} unidades',
  'Sets the priority fee to {price} micro-lamports per compute unit':
    'Define a taxa de prioridade em {price} micro-lamports por unidade de computação',
  'Asks for a heap of {bytes} bytes': 'Pede um heap de {bytes} bytes',
  "Limits the accounts' data to {bytes} bytes": 'Limita os dados das contas a {bytes} bytes',
  'Memo: {memo}': 'Memo: {memo}',
  'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds':
    'Chama um programa que o Foyer não consegue ler, com a sua conta: efeito desconhecido, ele pode movimentar qualquer um dos seus fundos',
  'Calls a program Foyer cannot read (it is not given your account)':
    'Chama um programa que o Foyer não consegue ler (ele não recebe a sua conta)',
  'A transaction Foyer cannot read': 'Uma transação que o Foyer não consegue ler',
  'Receives {name} from this wallet': 'Recebe {name} desta carteira',
  'Receives {name} taken from {from}': 'Recebe {name} retirado de {from}',
  'May move token #{id} of this wallet’s {name}': 'Pode mover o token nº {id} de {name} desta carteira',
  'May spend this wallet’s {name}': 'Pode gastar o {name} desta carteira',
  '{router} may spend this wallet’s {name}': '{router} pode gastar o {name} desta carteira',
  '{action} (added to what it may already spend)': '{action} (somado ao que já pode gastar)',
  'May move every token this wallet holds in {name} ({token})':
    'Pode mover todos os tokens que esta carteira tem em {name} ({token})',
  'May no longer move this wallet’s tokens in {name}':
    'Não pode mais mover os tokens desta carteira em {name}',
  'Receives token #{id} of {name} taken from {from}': 'Recebe o token nº {id} de {name} retirado de {from}',
  'With {bytes} bytes of data for the receiver': 'Com {bytes} bytes de dados para o destinatário',
  'Deploys {bytes} bytes of code': 'Implanta {bytes} bytes de código',
  '{router} (declared by this network)': '{router} (declarado por esta rede)',
  'Calls a contract (unverified): it may move any of your assets · function {selector}':
    'Chama um contrato (não verificado): ele pode movimentar qualquer um dos seus ativos · função {selector}',
  'Token contract ({symbol})': 'Contrato do token ({symbol})',
  'Token contract': 'Contrato do token',
  'The Uniswap router': 'O roteador da Uniswap',
  '{router} ({address})': '{router} ({address})',
  'The chain did not tell this token’s decimals: raw units':
    'A rede não informou as casas decimais deste token: unidades brutas',
  'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)':
    'Converter exatamente {paid} em qualquer quantidade de {token} (sem mínimo: você pode não receber nada)',
  'Swap exactly {paid} for at least {received}': 'Converter exatamente {paid} em pelo menos {received}',
  'Swap at most {paid} for exactly {received}': 'Converter no máximo {paid} em exatamente {received}',
  'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)':
    'Converter no máximo {paid} em exatamente {received} (o que não for usado volta para o remetente)',
  'Wraps the {symbol} paid ({token})': 'Encapsula o {symbol} pago ({token})',
  'Pays {token}': 'Paga {token}',
  'Unwrapped into {symbol} ({token})': 'Desencapsulado em {symbol} ({token})',
  'Receives {token}': 'Recebe {token}',
  'Through {token}': 'Por meio de {token}',
  'Receives {amount}: this wallet': 'Recebe {amount}: esta carteira',
  'Receives {amount}: NOT this wallet': 'Recebe {amount}: NÃO é esta carteira',
  'any amount of {token}': 'qualquer quantidade de {token}',
  'at least {amount}': 'pelo menos {amount}',
  'For tokens that take a fee when moved: the bound is checked on what arrives':
    'Para tokens que cobram uma taxa ao serem movidos: o limite é verificado sobre o que chega',
  'No deadline: the router accepts it at any time, at whatever price then':
    'Sem prazo: o roteador aceita a qualquer momento, pelo preço que houver então',
  'Valid until {deadline}': 'Válido até {deadline}',
  'May spend this wallet’s {name} (token {token}), {until}':
    'Pode gastar o {name} desta carteira (token {token}), {until}',
  'no end date (0)': 'sem data de término (0)',
  'never expires': 'nunca expira',
  'until {date}': 'até {date}',
  '{amount} raw units': '{amount} unidades brutas',
  'unlimited {token}': 'quantidade ilimitada de {token}',
  'all tokens': 'todos os tokens',
  none: 'nenhum',
  'token #{id}': 'token nº {id}',
  '{count} × token #{id}': '{count} × token nº {id}',
  'at most {amount}': 'no máximo {amount}',
  Unlimited: 'Ilimitado',
  'Up to {amount}': 'Até {amount}',
  'Its rent (amount unknown: the mint has extensions)':
    'O aluguel dela (valor desconhecido: o mint tem extensões)',
  'All of its SOL (amount unknown)': 'Todos os SOL dela (valor desconhecido)',
  'Amount unknown': 'Valor desconhecido',
} satisfies Dictionary
